-- Days and models whose planned tasks differ from the plan: every served model (pinned, not
-- vanished) gets every battery prompt ($battery of them) and every puzzle slot ($puzzles).
WITH served AS (
    SELECT day, model FROM pins WHERE day = ANY($days) AND NOT vanished
),
planned AS (
    SELECT day, model,
           count(*) FILTER (WHERE suite = 'battery') AS battery,
           count(*) FILTER (WHERE suite = 'puzzle') AS puzzles
    FROM tasks WHERE day = ANY($days)
    GROUP BY day, model
)
SELECT coalesce(s.day, p.day) AS day, coalesce(s.model, p.model) AS model,
       s.model IS NOT NULL AS served, coalesce(p.battery, 0) AS battery,
       coalesce(p.puzzles, 0) AS puzzles
FROM served s FULL JOIN planned p ON p.day = s.day AND p.model = s.model
WHERE s.model IS NULL OR coalesce(p.battery, 0) <> $battery OR coalesce(p.puzzles, 0) <> $puzzles
ORDER BY 1, 2
