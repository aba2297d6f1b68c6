-- Aliases whose latest pin strictly before $day is vanished, with the first day of that stretch.
SELECT model, coalesce(vanished_since, day) AS since
FROM (
    SELECT model, day, vanished, vanished_since,
           row_number() OVER (PARTITION BY model ORDER BY day DESC) AS rn
    FROM pins
    WHERE day < $day
)
WHERE rn = 1 AND vanished
