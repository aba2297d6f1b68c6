-- The most recent pin of each model strictly before $day (what "moved" compares with).
SELECT model, version
FROM (
    SELECT model, version, row_number() OVER (PARTITION BY model ORDER BY day DESC) AS rn
    FROM pins
    WHERE day < $day AND version IS NOT NULL
)
WHERE rn = 1
