-- Model-days of $days with battery verdicts (not error rows) but no detection record: the events
-- stage did not compare that day with its baseline, so "no events" there would mean "not looked".
SELECT v.day, v.model, count(*) AS verdicts
FROM verdicts v
WHERE v.day = ANY($days) AND v.suite = 'battery' AND NOT v.is_error
  AND NOT EXISTS (SELECT 1 FROM detection_days d WHERE d.day = v.day AND d.model = v.model)
GROUP BY v.day, v.model
ORDER BY 1, 2
