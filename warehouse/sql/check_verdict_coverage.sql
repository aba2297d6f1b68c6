-- Asked tasks of $days (planned, with any archived row) without exactly one verdict, and
-- verdicts for tasks that were never asked.
WITH asked AS (
    SELECT DISTINCT t.day, t.model, t.task_id
    FROM tasks t JOIN responses r ON r.day = t.day AND r.model = t.model AND r.task_id = t.task_id
    WHERE t.day = ANY($days)
),
scored AS (
    SELECT day, model, task_id, count(*) AS n
    FROM verdicts WHERE day = ANY($days)
    GROUP BY day, model, task_id
)
SELECT coalesce(a.day, s.day) AS day, coalesce(a.model, s.model) AS model,
       coalesce(a.task_id, s.task_id) AS task_id, a.task_id IS NOT NULL AS asked,
       coalesce(s.n, 0) AS verdicts
FROM asked a FULL JOIN scored s ON s.day = a.day AND s.model = a.model AND s.task_id = a.task_id
WHERE a.task_id IS NULL OR coalesce(s.n, 0) <> 1
ORDER BY 1, 2, 3
