-- The contract's ThemeSettings names the domain colour `color`; databases seeded earlier stored it
-- as primaryColor, which the organisation view does not send, so those brands would show the
-- default colour.
UPDATE organizations
SET theme_settings = (theme_settings - 'primaryColor')
  || jsonb_build_object('color', theme_settings -> 'primaryColor')
WHERE theme_settings ? 'primaryColor' AND NOT theme_settings ? 'color';
