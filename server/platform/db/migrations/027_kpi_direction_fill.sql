-- 011 added kpi_lower_is_better with the default false, so a database seeded before it reads its
-- service-time module (a time, better lower) as better higher, and a store 40 % slower than its
-- target as 140 % attained. A KPI measured in a unit of time is better lower; nothing in the
-- console sets the direction otherwise, so filling it from the unit loses no one's choice.
UPDATE supervision_modules
   SET kpi_lower_is_better = true
 WHERE NOT kpi_lower_is_better
   AND lower(btrim(kpi_unit)) IN ('min', 'mins', 'minuto', 'minutos', 'minute', 'minutes',
                                  's', 'seg', 'segundos', 'seconds', 'h', 'hr', 'horas', 'hours');
