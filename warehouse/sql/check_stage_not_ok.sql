-- Days of $days on which stage $stage has no run recorded, or did not finish ok.
SELECT d.day, s.status, s.detail
FROM unnest($days) AS d(day)
LEFT JOIN stage_runs s ON s.day = d.day AND s.stage = $stage
WHERE s.status IS DISTINCT FROM 'ok'
ORDER BY 1
