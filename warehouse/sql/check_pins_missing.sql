-- Tracked models ($models) with no pin on a day of $days, or with more than one.
WITH wanted AS (
    SELECT d.day, m.model FROM unnest($days) AS d(day), unnest($models) AS m(model)
),
pinned AS (
    SELECT day, model, count(*) AS n FROM pins WHERE day = ANY($days) GROUP BY day, model
)
SELECT w.day, w.model, coalesce(p.n, 0) AS pins
FROM wanted w LEFT JOIN pinned p ON p.day = w.day AND p.model = w.model
WHERE coalesce(p.n, 0) <> 1
ORDER BY 1, 2
