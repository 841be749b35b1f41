-- Which way a KPI module is good news. Most KPIs (sales, service ratings) are better higher; a
-- service time is better lower, so its attainment is target / value, not value / target, and a
-- store 40 % slower than its target must not read as 140 % attained.
ALTER TABLE supervision_modules
  ADD COLUMN kpi_lower_is_better boolean NOT NULL DEFAULT false;
