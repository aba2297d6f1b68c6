-- Planned tasks of $days with neither an answer nor an error row in the archive.
SELECT t.day, t.model, t.task_id
FROM tasks t
WHERE t.day = ANY($days)
  AND NOT EXISTS (
      SELECT 1 FROM responses r
      WHERE r.day = t.day AND r.model = t.model AND r.task_id = t.task_id
  )
ORDER BY 1, 2, 3
