-- Model-days of $days with graded puzzles (verdicts that are not error rows) but no rating.
SELECT v.day, v.model, count(*) AS graded
FROM verdicts v
WHERE v.day = ANY($days) AND v.suite = 'puzzle' AND NOT v.is_error
  AND NOT EXISTS (SELECT 1 FROM ratings r WHERE r.day = v.day AND r.model = v.model)
GROUP BY v.day, v.model
ORDER BY 1, 2
