SELECT * FROM events WHERE day BETWEEN $start AND $end ORDER BY day, event_id
