SELECT * FROM pins WHERE day = ANY($days) ORDER BY day, model
