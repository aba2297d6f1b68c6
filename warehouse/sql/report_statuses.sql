-- Every model's daily status up to $as_of, oldest first.
SELECT * FROM statuses WHERE day <= $as_of ORDER BY model, day;
