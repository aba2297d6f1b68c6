-- Effective severity: an event the rules left `unknown` takes the triage model's rating, and says
-- so (`severity_source`, `triaged_by`), so statuses, pages, feed and open data count it. Triage
-- rows follow their event's status. Pair events keep the four responses they rest on. Statuses
-- carry the events still unresolved by triage and the changes still open (not reverted).
ALTER TABLE events ADD COLUMN severity_source VARCHAR;
ALTER TABLE events ADD COLUMN triaged_by VARCHAR;
ALTER TABLE events ADD COLUMN pair_responses_json VARCHAR;
UPDATE events SET severity_source = 'rule';
ALTER TABLE triage ADD COLUMN status VARCHAR;
UPDATE triage SET status = 'active';
ALTER TABLE statuses ADD COLUMN n_unknown INTEGER;
ALTER TABLE statuses ADD COLUMN open_drift BOOLEAN;
ALTER TABLE statuses ADD COLUMN open_changes_json VARCHAR;
