-- Complaint rollups: analytics_complaint_rollup kept like the job rollups of migration 0014.
-- A change marks the local days of its workspace it touches; every row of those days (per location, per
-- person who cleaned the room last, and the workspace's) is recomputed from the complaints, then the
-- months those days fall in from the day rows. Same advisory lock as the job rollups.

CREATE FUNCTION analytics_refresh_complaints(p_workspaces uuid[], p_days date[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ws_ids uuid[];
  ws_days date[];
  m_ids uuid[];
  m_months date[];
BEGIN
  IF p_days IS NULL OR cardinality(p_days) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(1095980369, hashtext(w::text))
  FROM (SELECT DISTINCT w FROM unnest(p_workspaces) AS w ORDER BY w) s;
  SELECT array_agg(w), array_agg(d) INTO ws_ids, ws_days
  FROM (SELECT DISTINCT w, d FROM unnest(p_workspaces, p_days) AS k(w, d)) s;
  SELECT array_agg(w), array_agg(m) INTO m_ids, m_months
  FROM (SELECT DISTINCT w, date_trunc('month', d)::date AS m FROM unnest(p_workspaces, p_days) AS k(w, d)) s;

  DELETE FROM analytics_complaint_rollup r
  USING unnest(ws_ids, ws_days) AS k(workspace_id, day)
  WHERE r.workspace_id = k.workspace_id AND r.grain IN ('location_day', 'employee_day', 'workspace_day')
    AND r.period = k.day;
  INSERT INTO analytics_complaint_rollup (grain, scope_id, period, workspace_id, count, rating_sum, r1, r2, r3, r4, r5,
    system, two_gis, google, others, converted, fixed_sum, fixed_count)
  WITH c AS MATERIALIZED (
    SELECT k.day, c.workspace_id, c.location_id, c.cleaned_by, c.rating, c.source::text AS source, c.task_id,
      EXTRACT(EPOCH FROM f.first_finish - c.created_at) / 60 AS fixed
    FROM (SELECT DISTINCT * FROM unnest(ws_ids, ws_days) AS k(workspace_id, day)) k
    JOIN complaints c ON c.workspace_id = k.workspace_id
      AND c.created_at >= (k.day::timestamp - interval '15 hours') AT TIME ZONE 'UTC'
      AND c.created_at < ((k.day + 1)::timestamp + interval '15 hours') AT TIME ZONE 'UTC'
    JOIN locations l ON l.id = c.location_id AND (c.created_at AT TIME ZONE l.timezone)::date = k.day
    JOIN workspaces ws ON ws.id = c.workspace_id
    LEFT JOIN LATERAL (
      SELECT min(o.finished_at) AS first_finish FROM occurrences o WHERE o.task_id = c.task_id
    ) f ON c.task_id IS NOT NULL
  ),
  keyed AS (
    SELECT 'location_day' AS grain, c.location_id AS scope_id, c.* FROM c
    UNION ALL
    SELECT 'employee_day', c.cleaned_by, c.* FROM c WHERE c.cleaned_by IS NOT NULL
    UNION ALL
    SELECT 'workspace_day', c.workspace_id, c.* FROM c
  )
  SELECT grain, scope_id, day, workspace_id, count(*), sum(rating),
    count(*) FILTER (WHERE rating = 1), count(*) FILTER (WHERE rating = 2), count(*) FILTER (WHERE rating = 3),
    count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5),
    count(*) FILTER (WHERE source = 'system'), count(*) FILTER (WHERE source = '2gis'),
    count(*) FILTER (WHERE source = 'google'), count(*) FILTER (WHERE source = 'others'),
    count(task_id), coalesce(sum(fixed), 0), count(fixed)
  FROM keyed
  GROUP BY grain, scope_id, day, workspace_id;

  DELETE FROM analytics_complaint_rollup r
  USING unnest(m_ids, m_months) AS k(workspace_id, month)
  WHERE r.workspace_id = k.workspace_id AND r.grain IN ('location_month', 'employee_month') AND r.period = k.month;
  INSERT INTO analytics_complaint_rollup (grain, scope_id, period, workspace_id, count, rating_sum, r1, r2, r3, r4, r5,
    system, two_gis, google, others, converted, fixed_sum, fixed_count)
  SELECT CASE r.grain WHEN 'location_day' THEN 'location_month' ELSE 'employee_month' END, r.scope_id, k.month,
    r.workspace_id, sum(r.count), sum(r.rating_sum), sum(r.r1), sum(r.r2), sum(r.r3), sum(r.r4), sum(r.r5),
    sum(r.system), sum(r.two_gis), sum(r.google), sum(r.others), sum(r.converted), sum(r.fixed_sum),
    sum(r.fixed_count)
  FROM unnest(m_ids, m_months) AS k(workspace_id, month)
  JOIN analytics_complaint_rollup r ON r.workspace_id = k.workspace_id AND r.grain IN ('location_day', 'employee_day')
    AND r.period >= k.month AND r.period < (k.month + interval '1 month')::date
  GROUP BY r.grain, r.scope_id, k.month, r.workspace_id;
END
$$;
--> statement-breakpoint

-- Complaints' local days: their location's, or the three UTC days around when it is gone.
CREATE FUNCTION analytics_complaint_days(p_workspaces uuid[], p_locations uuid[], p_created timestamptz[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  w uuid[];
  d date[];
BEGIN
  SELECT array_agg(k.workspace_id), array_agg(k.day) INTO w, d
  FROM (
    SELECT DISTINCT c.workspace_id, dd.day
    FROM unnest(p_workspaces, p_locations, p_created) AS c(workspace_id, location_id, created_at)
    LEFT JOIN locations loc ON loc.id = c.location_id
    CROSS JOIN LATERAL (
      SELECT (c.created_at AT TIME ZONE loc.timezone)::date AS day WHERE loc.id IS NOT NULL
      UNION ALL
      SELECT (c.created_at AT TIME ZONE 'UTC')::date + s FROM generate_series(-1, 1) s WHERE loc.id IS NULL
    ) dd
  ) k;
  PERFORM analytics_refresh_complaints(w, d);
END
$$;
--> statement-breakpoint

CREATE FUNCTION analytics_complaints_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  w uuid[];
  l uuid[];
  c timestamptz[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.workspace_id), array_agg(n.location_id), array_agg(n.created_at) INTO w, l, c FROM new_complaints n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.workspace_id), array_agg(o.location_id), array_agg(o.created_at) INTO w, l, c FROM old_complaints o;
  ELSE
    SELECT array_agg(x.workspace_id), array_agg(x.location_id), array_agg(x.created_at) INTO w, l, c
    FROM old_complaints o JOIN new_complaints n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.workspace_id, o.location_id, o.created_at), (n.workspace_id, n.location_id, n.created_at))
      x(workspace_id, location_id, created_at)
    WHERE (o.created_at, o.location_id, o.rating, o.source, o.task_id, o.cleaned_by)
      IS DISTINCT FROM (n.created_at, n.location_id, n.rating, n.source, n.task_id, n.cleaned_by);
  END IF;
  IF c IS NOT NULL THEN
    PERFORM analytics_complaint_days(w, l, c);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER complaints_analytics_insert AFTER INSERT ON complaints
REFERENCING NEW TABLE AS new_complaints FOR EACH STATEMENT EXECUTE FUNCTION analytics_complaints_changed();
--> statement-breakpoint
CREATE TRIGGER complaints_analytics_update AFTER UPDATE ON complaints
REFERENCING OLD TABLE AS old_complaints NEW TABLE AS new_complaints FOR EACH STATEMENT EXECUTE FUNCTION analytics_complaints_changed();
--> statement-breakpoint
CREATE TRIGGER complaints_analytics_delete AFTER DELETE ON complaints
REFERENCING OLD TABLE AS old_complaints FOR EACH STATEMENT EXECUTE FUNCTION analytics_complaints_changed();
--> statement-breakpoint

-- A converted complaint's "time to fixed" is its task's first finish: it moves when those jobs finish.
CREATE OR REPLACE FUNCTION analytics_refresh_complaints_of_tasks(p_tasks uuid[], p_finished timestamptz[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  w uuid[];
  l uuid[];
  c timestamptz[];
BEGIN
  SELECT array_agg(cc.workspace_id), array_agg(cc.location_id), array_agg(cc.created_at) INTO w, l, c
  FROM complaints cc
  WHERE cc.task_id IN (SELECT x.task_id FROM unnest(p_tasks, p_finished) AS x(task_id, finished_at) WHERE x.finished_at IS NOT NULL);
  IF c IS NOT NULL THEN
    PERFORM analytics_complaint_days(w, l, c);
  END IF;
END
$$;
--> statement-breakpoint

-- A new zone moves a location's complaints to other local days: the three UTC days around each.
CREATE FUNCTION analytics_locations_complaints_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  w uuid[];
  d date[];
BEGIN
  SELECT array_agg(k.workspace_id), array_agg(k.day) INTO w, d
  FROM (
    SELECT DISTINCT c.workspace_id, (c.created_at AT TIME ZONE 'UTC')::date + s AS day
    FROM old_locations ol JOIN new_locations nl ON nl.id = ol.id AND nl.timezone IS DISTINCT FROM ol.timezone
    JOIN complaints c ON c.location_id = nl.id
    CROSS JOIN generate_series(-1, 1) s
  ) k;
  PERFORM analytics_refresh_complaints(w, d);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER locations_analytics_complaints_update AFTER UPDATE ON locations
REFERENCING OLD TABLE AS old_locations NEW TABLE AS new_locations
FOR EACH STATEMENT EXECUTE FUNCTION analytics_locations_complaints_changed();
--> statement-breakpoint

CREATE FUNCTION analytics_workspaces_complaints_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_complaint_rollup r USING gone_workspaces g WHERE r.workspace_id = g.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER workspaces_analytics_complaints_delete AFTER DELETE ON workspaces
REFERENCING OLD TABLE AS gone_workspaces FOR EACH STATEMENT EXECUTE FUNCTION analytics_workspaces_complaints_deleted();
--> statement-breakpoint

CREATE OR REPLACE FUNCTION analytics_rebuild_complaints(p_workspace uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  w uuid[];
  d date[];
BEGIN
  DELETE FROM analytics_complaint_rollup WHERE workspace_id = p_workspace;
  SELECT array_agg(k.workspace_id), array_agg(k.day) INTO w, d
  FROM (
    SELECT DISTINCT c.workspace_id, (c.created_at AT TIME ZONE loc.timezone)::date AS day
    FROM complaints c JOIN locations loc ON loc.id = c.location_id
    WHERE c.workspace_id = p_workspace
  ) k;
  PERFORM analytics_refresh_complaints(w, d);
END
$$;
--> statement-breakpoint
SELECT analytics_rebuild_complaints(id) FROM workspaces;
