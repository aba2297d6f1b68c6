-- Open data: the seeds that regenerate every puzzle of one day. A puzzle's task_id is its slot id
-- in the frozen slot mix (e.g. 'round_trip-L1-a'); with the seed, level and attempt it regenerates
-- the instance (`modeldrift puzzles generate --family F --level L --seed S`).
SELECT
    model,
    task_id,
    task_id AS slot,
    seed,
    category AS family,
    level,
    attempt,
    slot_mix_version,
    prompt_sha256,
    expected_answer
FROM tasks
WHERE day = $day AND suite <> 'battery'
ORDER BY model, task_id;
