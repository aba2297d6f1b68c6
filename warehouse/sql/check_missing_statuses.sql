-- Pinned models of $days (every tracked model has a pin each day) without exactly one status.
WITH stated AS (
    SELECT day, model, count(*) AS n FROM statuses WHERE day = ANY($days) GROUP BY day, model
)
SELECT p.day, p.model, coalesce(s.n, 0) AS statuses
FROM pins p LEFT JOIN stated s ON s.day = p.day AND s.model = p.model
WHERE p.day = ANY($days) AND coalesce(s.n, 0) <> 1
ORDER BY 1, 2
