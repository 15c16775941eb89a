-- Decision 012: six keys removed from the parameter catalogue, for the reasons the decision gives. Their rows go
-- too, so the back-office no longer offers settings that change nothing (the table's trigger drops the caches).
DELETE FROM "site_parameters"
WHERE "type" IN ('IS_INDEPENDENT', 'REPEAT_ANIMATION', 'BOTTLE_MULTIPLE', 'BASE_FONTAWESOME_ICON', 'HIDE_ECOMMERCE_LABEL', 'MENU_TYPE');
