-- Which dated version each alias resolved to, day by day, up to $as_of.
SELECT * FROM pins WHERE day <= $as_of ORDER BY model, day;
