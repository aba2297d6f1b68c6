-- The puzzle status compares with the baseline it names, keeps a vanished alias apart from a
-- verdict, and counts every kind of puzzle fail apart (docs/method.md).

-- Pins: the first day of a vanished stretch (one event, then "not served since"), and a return.
ALTER TABLE pins ADD COLUMN vanished_since DATE;
ALTER TABLE pins ADD COLUMN returned BOOLEAN DEFAULT false;
UPDATE pins SET vanished_since = s.since
FROM (
    SELECT day, model, min(day) OVER (PARTITION BY model, stretch) AS since
    FROM (
        SELECT day, model, vanished,
               count(*) FILTER (WHERE NOT vanished) OVER (PARTITION BY model ORDER BY day) AS stretch
        FROM pins
    )
    WHERE vanished
) s
WHERE pins.day = s.day AND pins.model = s.model;
UPDATE pins SET returned = true
FROM (
    SELECT day, model, lag(vanished) OVER (PARTITION BY model ORDER BY day) AS was_vanished
    FROM pins
) p
WHERE pins.day = p.day AND pins.model = p.model AND p.was_vanished AND NOT pins.vanished;
UPDATE pins SET returned = false WHERE returned IS NULL;

-- Ratings: a fail is a wrong answer, no answer in time, a refusal or a filtered reply.
ALTER TABLE ratings ADD COLUMN n_wrong INTEGER;
ALTER TABLE ratings ADD COLUMN n_timed_out INTEGER;
ALTER TABLE ratings ADD COLUMN n_refused INTEGER;
ALTER TABLE ratings ADD COLUMN n_filtered INTEGER;

-- Statuses: which baseline "since baseline" compares with, the rolling signal, the sequential
-- reference, and the day an alias stopped being served.
ALTER TABLE statuses ADD COLUMN baseline_kind VARCHAR;
ALTER TABLE statuses ADD COLUMN rolling_rating DOUBLE;
ALTER TABLE statuses ADD COLUMN rolling_z DOUBLE;
ALTER TABLE statuses ADD COLUMN reference_days INTEGER;
ALTER TABLE statuses ADD COLUMN flagged_days INTEGER;
ALTER TABLE statuses ADD COLUMN not_served_since DATE;
