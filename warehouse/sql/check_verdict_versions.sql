-- Verdicts of $days made by a scorer other than the code's ($version).
SELECT day, scorer_version, count(*) AS verdicts
FROM verdicts WHERE day = ANY($days) AND scorer_version IS DISTINCT FROM $version
GROUP BY day, scorer_version
ORDER BY 1, 2
