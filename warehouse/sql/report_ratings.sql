-- Every model's daily rating up to $as_of, oldest first.
SELECT * FROM ratings WHERE day <= $as_of ORDER BY model, day;
