-- Per model-day test counts and noise floors of the battery's change detection, up to $as_of.
SELECT * FROM detection_days WHERE day <= $as_of ORDER BY model, day;
