-- The battery digests the collected tasks carried, so a reader can see the battery never changed.
SELECT battery_sha256, min(day) AS first_day, max(day) AS last_day, count(*) AS n_tasks
FROM tasks
WHERE battery_sha256 IS NOT NULL AND day <= $as_of
GROUP BY battery_sha256
ORDER BY first_day;
