-- Open data: report_day_seeds for the given days, in each day's order, one read.
SELECT
    day,
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
WHERE day = ANY($days) AND suite <> 'battery'
ORDER BY day, model, task_id;
