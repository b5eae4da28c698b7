-- Licence keys are typed by people (activation on My page, an admin adding a key to the organisation), who
-- should not have to match the case a key was issued in: 'demo-spare-0001' finds DEMO-SPARE-0001. The lookups
-- compare upper(license_key); this index serves them. It is not unique, so an installation that already holds
-- two keys differing only in case still migrates: such a lookup prefers the key typed exactly.
CREATE INDEX licences_license_key_upper ON licences (upper(license_key));
