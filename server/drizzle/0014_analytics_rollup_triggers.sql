-- Analytics rollups: how analytics_job_rollup, analytics_duration_rollup and
-- complaints.cleaned_by are kept equal to the jobs they sum, inside the transaction of every change.
--
-- Rule: a change marks the keys it touches dirty (a location's local day, its workspace's day, their
-- months) and those rows are recomputed from scratch, never adjusted by a delta, so a rollup row is
-- always what a fresh GROUP BY over the jobs would give. Where a job's local day cannot be known (its
-- location is being deleted), the three UTC days around it are recomputed: any zone's local day is one
-- of them. Refreshes of one workspace take its advisory lock, so two transactions never recompute the
-- same rows from different snapshots.

-- One row per job that counts (DECISIONS.md §10: a deleted task's jobs only if worked on), with the
-- counters every rollup sums. Each counter is independent of the time it is read at.
CREATE VIEW analytics_job_facts AS
SELECT o.id, o.workspace_id, o.location_id, o.task_id, o.starts_at, o.due_at, o.started_at, o.finished_at,
  o.finished_by, o.started_by, o.picked_by, t.type::text AS type, t.origin = 'turnover' AS turnover,
  1 AS planned,
  CASE WHEN o.finished_at IS NOT NULL THEN 1 ELSE 0 END AS done,
  CASE WHEN o.finished_at IS NOT NULL AND (o.due_at IS NULL OR o.finished_at <= o.due_at) THEN 1 ELSE 0 END AS on_time,
  CASE WHEN o.finished_at IS NOT NULL AND o.due_at IS NOT NULL AND o.finished_at > o.due_at THEN 1 ELSE 0 END AS late,
  CASE WHEN o.finished_at IS NULL AND o.due_at IS NOT NULL THEN 1 ELSE 0 END AS open_due,
  CASE WHEN o.finished_at IS NULL AND o.due_at IS NULL THEN 1 ELSE 0 END AS open_no_due,
  CASE WHEN t.team_id IS NOT NULL AND (o.picked_at IS NULL OR o.picked_at > o.starts_at) THEN 1 ELSE 0 END AS team_unpicked,
  CASE WHEN o.finished_at IS NOT NULL AND o.started_at IS NOT NULL THEN 1 ELSE 0 END AS work_count,
  COALESCE(EXTRACT(EPOCH FROM o.finished_at - o.started_at) / 60, 0) AS work_sum,
  CASE WHEN t.origin = 'turnover' AND o.finished_at IS NOT NULL THEN 1 ELSE 0 END AS turnover_count,
  CASE WHEN t.origin = 'turnover' THEN COALESCE(EXTRACT(EPOCH FROM o.finished_at - o.starts_at) / 60, 0) ELSE 0 END AS turnover_sum,
  CASE WHEN t.origin = 'turnover' AND o.finished_at IS NOT NULL AND (o.due_at IS NULL OR o.finished_at <= o.due_at)
    THEN 1 ELSE 0 END AS turnover_within,
  CASE WHEN t.origin = 'turnover' AND o.finished_at > o.due_at THEN 1 ELSE 0 END AS turnover_over,
  CASE WHEN t.origin = 'turnover' AND o.finished_at IS NOT NULL AND o.due_at IS NOT NULL THEN 1 ELSE 0 END AS allowed_count,
  CASE WHEN t.origin = 'turnover' AND o.finished_at IS NOT NULL
    THEN COALESCE(EXTRACT(EPOCH FROM o.due_at - o.starts_at) / 60, 0) ELSE 0 END AS allowed_sum,
  CASE WHEN t.type = 'inspect' AND o.finished_at IS NOT NULL AND o.result = 'pass' THEN 1 ELSE 0 END AS passed,
  CASE WHEN t.type = 'inspect' AND o.finished_at IS NOT NULL AND o.result = 'fail' THEN 1 ELSE 0 END AS failed
FROM occurrences o
JOIN tasks t ON t.id = o.task_id
WHERE t.deleted_at IS NULL OR o.started_at IS NOT NULL OR o.finished_at IS NOT NULL;
--> statement-breakpoint

-- The jobs of some workspaces' local days: each on the day of its own location's zone.
CREATE FUNCTION analytics_jobs_of_days(p_workspaces uuid[], p_days date[])
RETURNS TABLE (day date, job analytics_job_facts) LANGUAGE sql STABLE AS $$
  SELECT k.day, f
  FROM (SELECT DISTINCT * FROM unnest(p_workspaces, p_days) AS k(workspace_id, day)) k
  JOIN analytics_job_facts f ON f.workspace_id = k.workspace_id
    AND f.starts_at >= (k.day::timestamp - interval '15 hours') AT TIME ZONE 'UTC'
    AND f.starts_at < ((k.day + 1)::timestamp + interval '15 hours') AT TIME ZONE 'UTC'
  JOIN locations l ON l.id = f.location_id AND (f.starts_at AT TIME ZONE l.timezone)::date = k.day
$$;
--> statement-breakpoint

CREATE FUNCTION analytics_refresh(p_workspaces uuid[], p_locations uuid[], p_days date[],
  p_jobs boolean, p_people boolean, p_durations boolean)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ws_ids uuid[];
  ws_days date[];
  ws_month_ids uuid[];
  ws_months date[];
  loc_ids uuid[];
  loc_ws uuid[];
  loc_months date[];
BEGIN
  IF p_days IS NULL OR cardinality(p_days) = 0 THEN
    RETURN;
  END IF;
  -- One workspace's rollups are recomputed by one transaction at a time, in a fixed order.
  PERFORM pg_advisory_xact_lock(1095980369, hashtext(w::text))
  FROM (SELECT DISTINCT w FROM unnest(p_workspaces) AS w ORDER BY w) s;

  SELECT array_agg(w), array_agg(d) INTO ws_ids, ws_days
  FROM (SELECT DISTINCT w, d FROM unnest(p_workspaces, p_days) AS k(w, d)) s;
  SELECT array_agg(w), array_agg(m) INTO ws_month_ids, ws_months
  FROM (SELECT DISTINCT w, date_trunc('month', d)::date AS m FROM unnest(p_workspaces, p_days) AS k(w, d)) s;

  IF p_jobs THEN
    -- A location's local days, from its jobs.
    DELETE FROM analytics_job_rollup r
    USING (SELECT DISTINCT * FROM unnest(p_locations, p_days) AS k(location_id, day)) k
    WHERE r.grain = 'location_day' AND r.scope_id = k.location_id AND r.period = k.day;
    INSERT INTO analytics_job_rollup (grain, scope_id, period, type, workspace_id, planned, done, on_time, late,
      open_due, open_no_due, team_unpicked, work_count, work_sum, turnover_count, turnover_sum, turnover_within,
      turnover_over, allowed_count, allowed_sum, passed, failed)
    -- The keys carry their zone, so the jobs are joined on the location once: joined to locations as
    -- well, the planner also scans every job of the location per key, far too slow over a year.
    WITH k AS MATERIALIZED (
      SELECT DISTINCT x.location_id, x.day, l.timezone, l.workspace_id
      FROM unnest(p_locations, p_days) AS x(location_id, day)
      JOIN locations l ON l.id = x.location_id
      JOIN workspaces ws ON ws.id = l.workspace_id
    )
    SELECT 'location_day', k.location_id, k.day, f.type, k.workspace_id, sum(f.planned), sum(f.done), sum(f.on_time),
      sum(f.late), sum(f.open_due), sum(f.open_no_due), sum(f.team_unpicked), sum(f.work_count), sum(f.work_sum),
      sum(f.turnover_count), sum(f.turnover_sum), sum(f.turnover_within), sum(f.turnover_over), sum(f.allowed_count),
      sum(f.allowed_sum), sum(f.passed), sum(f.failed)
    FROM k
    JOIN analytics_job_facts f ON f.location_id = k.location_id
      AND f.starts_at >= (k.day::timestamp AT TIME ZONE k.timezone)
      AND f.starts_at < ((k.day + 1)::timestamp AT TIME ZONE k.timezone)
    GROUP BY k.location_id, k.day, f.type, k.workspace_id;

    -- The workspace's days: the sum of its locations' days.
    DELETE FROM analytics_job_rollup r
    USING unnest(ws_ids, ws_days) AS k(workspace_id, day)
    WHERE r.grain = 'workspace_day' AND r.scope_id = k.workspace_id AND r.period = k.day;
    INSERT INTO analytics_job_rollup (grain, scope_id, period, type, workspace_id, planned, done, on_time, late,
      open_due, open_no_due, team_unpicked, work_count, work_sum, turnover_count, turnover_sum, turnover_within,
      turnover_over, allowed_count, allowed_sum, passed, failed)
    SELECT 'workspace_day', r.workspace_id, r.period, r.type, r.workspace_id, sum(r.planned), sum(r.done),
      sum(r.on_time), sum(r.late), sum(r.open_due), sum(r.open_no_due), sum(r.team_unpicked), sum(r.work_count),
      sum(r.work_sum), sum(r.turnover_count), sum(r.turnover_sum), sum(r.turnover_within), sum(r.turnover_over),
      sum(r.allowed_count), sum(r.allowed_sum), sum(r.passed), sum(r.failed)
    FROM unnest(ws_ids, ws_days) AS k(workspace_id, day)
    JOIN analytics_job_rollup r ON r.workspace_id = k.workspace_id AND r.grain = 'location_day' AND r.period = k.day
    GROUP BY r.workspace_id, r.period, r.type;

    -- A location's months: the sum of its days.
    SELECT array_agg(l), array_agg(w), array_agg(m) INTO loc_ids, loc_ws, loc_months
    FROM (SELECT DISTINCT l, w, date_trunc('month', d)::date AS m
          FROM unnest(p_locations, p_workspaces, p_days) AS k(l, w, d)) s;
    DELETE FROM analytics_job_rollup r
    USING unnest(loc_ids, loc_months) AS k(location_id, month)
    WHERE r.grain = 'location_month' AND r.scope_id = k.location_id AND r.period = k.month;
    INSERT INTO analytics_job_rollup (grain, scope_id, period, type, workspace_id, planned, done, on_time, late,
      open_due, open_no_due, team_unpicked, work_count, work_sum, turnover_count, turnover_sum, turnover_within,
      turnover_over, allowed_count, allowed_sum, passed, failed)
    SELECT 'location_month', r.scope_id, k.month, r.type, r.workspace_id, sum(r.planned), sum(r.done),
      sum(r.on_time), sum(r.late), sum(r.open_due), sum(r.open_no_due), sum(r.team_unpicked), sum(r.work_count),
      sum(r.work_sum), sum(r.turnover_count), sum(r.turnover_sum), sum(r.turnover_within), sum(r.turnover_over),
      sum(r.allowed_count), sum(r.allowed_sum), sum(r.passed), sum(r.failed)
    FROM unnest(loc_ids, loc_months) AS k(location_id, month)
    JOIN analytics_job_rollup r ON r.grain = 'location_day' AND r.scope_id = k.location_id
      AND r.period >= k.month AND r.period < (k.month + interval '1 month')::date
    GROUP BY r.scope_id, k.month, r.type, r.workspace_id;
  END IF;

  IF p_people THEN
    -- A person's days (DECISIONS.md §10 per person: a finished job is its finisher's; an open one its
    -- assignees', picker's and starter's), recomputed for everyone of the workspace's dirty days.
    DELETE FROM analytics_job_rollup r
    USING unnest(ws_ids, ws_days) AS k(workspace_id, day)
    WHERE r.workspace_id = k.workspace_id AND r.grain = 'employee_day' AND r.period = k.day;
    INSERT INTO analytics_job_rollup (grain, scope_id, period, type, workspace_id, planned, done, on_time, late,
      open_due, open_no_due, team_unpicked, work_count, work_sum, turnover_count, turnover_sum, turnover_within,
      turnover_over, allowed_count, allowed_sum, passed, failed)
    WITH j AS MATERIALIZED (SELECT s.day, (s.job).* FROM analytics_jobs_of_days(ws_ids, ws_days) s),
    x AS (
      SELECT j.finished_by AS user_id, j.* FROM j WHERE j.finished_by IS NOT NULL
      UNION ALL
      SELECT e.user_id, j.* FROM j
      CROSS JOIN LATERAL (
        SELECT p.user_id FROM (VALUES (j.started_by), (j.picked_by)) p(user_id) WHERE p.user_id IS NOT NULL
        UNION SELECT ta.user_id FROM task_assignees ta WHERE ta.task_id = j.task_id
      ) e
      WHERE j.finished_by IS NULL
    )
    SELECT 'employee_day', x.user_id, x.day, x.type, x.workspace_id, sum(x.planned), sum(x.done), sum(x.on_time),
      sum(x.late), sum(x.open_due), sum(x.open_no_due), sum(x.team_unpicked), sum(x.work_count), sum(x.work_sum),
      sum(x.turnover_count), sum(x.turnover_sum), sum(x.turnover_within), sum(x.turnover_over), sum(x.allowed_count),
      sum(x.allowed_sum), sum(x.passed), sum(x.failed)
    FROM x
    JOIN workspaces ws ON ws.id = x.workspace_id
    GROUP BY x.user_id, x.day, x.type, x.workspace_id;

    DELETE FROM analytics_job_rollup r
    USING unnest(ws_month_ids, ws_months) AS k(workspace_id, month)
    WHERE r.workspace_id = k.workspace_id AND r.grain = 'employee_month' AND r.period = k.month;
    INSERT INTO analytics_job_rollup (grain, scope_id, period, type, workspace_id, planned, done, on_time, late,
      open_due, open_no_due, team_unpicked, work_count, work_sum, turnover_count, turnover_sum, turnover_within,
      turnover_over, allowed_count, allowed_sum, passed, failed)
    SELECT 'employee_month', r.scope_id, k.month, r.type, r.workspace_id, sum(r.planned), sum(r.done),
      sum(r.on_time), sum(r.late), sum(r.open_due), sum(r.open_no_due), sum(r.team_unpicked), sum(r.work_count),
      sum(r.work_sum), sum(r.turnover_count), sum(r.turnover_sum), sum(r.turnover_within), sum(r.turnover_over),
      sum(r.allowed_count), sum(r.allowed_sum), sum(r.passed), sum(r.failed)
    FROM unnest(ws_month_ids, ws_months) AS k(workspace_id, month)
    JOIN analytics_job_rollup r ON r.workspace_id = k.workspace_id AND r.grain = 'employee_day'
      AND r.period >= k.month AND r.period < (k.month + interval '1 month')::date
    GROUP BY r.scope_id, k.month, r.type, r.workspace_id;
  END IF;

  IF p_durations THEN
    -- Working times by task type and turnover times, per whole minute, for the workspace's medians.
    DELETE FROM analytics_duration_rollup r
    USING unnest(ws_ids, ws_days) AS k(workspace_id, day)
    WHERE r.workspace_id = k.workspace_id AND r.grain = 'day' AND r.period = k.day;
    INSERT INTO analytics_duration_rollup (workspace_id, grain, period, kind, minutes, count)
    WITH j AS MATERIALIZED (
      SELECT s.day, (s.job).* FROM analytics_jobs_of_days(ws_ids, ws_days) s WHERE (s.job).finished_at IS NOT NULL
    )
    SELECT d.workspace_id, 'day', d.day, d.kind, d.minutes, count(*)
    FROM (
      SELECT j.workspace_id, j.day, j.type AS kind,
        floor(EXTRACT(EPOCH FROM j.finished_at - j.started_at) / 60)::int AS minutes
      FROM j WHERE j.started_at IS NOT NULL
      UNION ALL
      SELECT j.workspace_id, j.day, 'turnover', floor(EXTRACT(EPOCH FROM j.finished_at - j.starts_at) / 60)::int
      FROM j WHERE j.turnover
    ) d
    JOIN workspaces ws ON ws.id = d.workspace_id
    GROUP BY d.workspace_id, d.day, d.kind, d.minutes;

    DELETE FROM analytics_duration_rollup r
    USING unnest(ws_month_ids, ws_months) AS k(workspace_id, month)
    WHERE r.workspace_id = k.workspace_id AND r.grain = 'month' AND r.period = k.month;
    INSERT INTO analytics_duration_rollup (workspace_id, grain, period, kind, minutes, count)
    SELECT r.workspace_id, 'month', k.month, r.kind, r.minutes, sum(r.count)
    FROM unnest(ws_month_ids, ws_months) AS k(workspace_id, month)
    JOIN analytics_duration_rollup r ON r.workspace_id = k.workspace_id AND r.grain = 'day'
      AND r.period >= k.month AND r.period < (k.month + interval '1 month')::date
    GROUP BY r.workspace_id, k.month, r.kind, r.minutes;
  END IF;
END
$$;
--> statement-breakpoint

-- Who cleaned a complaint's room last (DECISIONS.md §10): the room's last working job finished in the
-- 7 days before the complaint; ties by the later finish, then the job id, as the lists show them.
CREATE FUNCTION analytics_cleaned_last(p_room uuid, p_at timestamptz)
RETURNS TABLE (occurrence_id uuid, finished_by uuid) LANGUAGE sql STABLE AS $$
  SELECT o.id, o.finished_by
  FROM occurrences o
  WHERE o.task_id IN (
      SELECT tr.task_id FROM task_rooms tr JOIN tasks t ON t.id = tr.task_id
      WHERE tr.room_id = p_room AND t.type = 'working')
    AND o.finished_at IS NOT NULL AND o.finished_at <= p_at AND o.finished_at > p_at - interval '7 days'
  ORDER BY o.finished_at DESC, o.id DESC
  LIMIT 1
$$;
--> statement-breakpoint

CREATE FUNCTION analytics_refresh_cleaned_last(p_complaints uuid[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE complaints c SET cleaned_last_occurrence_id = x.occurrence_id, cleaned_by = x.finished_by
  FROM (
    SELECT c2.id, lj.occurrence_id, lj.finished_by
    FROM complaints c2
    LEFT JOIN LATERAL analytics_cleaned_last(c2.room_id, c2.created_at) lj ON true
    WHERE c2.id = ANY (p_complaints)
  ) x
  WHERE c.id = x.id
    AND (c.cleaned_last_occurrence_id, c.cleaned_by) IS DISTINCT FROM (x.occurrence_id, x.finished_by);
END
$$;
--> statement-breakpoint

-- Complaints a finish (or its undoing) at these instants in these tasks' rooms may change.
CREATE FUNCTION analytics_complaints_near(p_tasks uuid[], p_finished timestamptz[])
RETURNS uuid[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT c.id), '{}')
  FROM unnest(p_tasks, p_finished) AS k(task_id, finished_at)
  JOIN task_rooms tr ON tr.task_id = k.task_id
  JOIN complaints c ON c.room_id = tr.room_id
    AND c.created_at >= k.finished_at AND c.created_at < k.finished_at + interval '7 days'
  WHERE k.finished_at IS NOT NULL
$$;
--> statement-breakpoint

CREATE FUNCTION analytics_complaint_cleaned_last() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lj.occurrence_id, lj.finished_by INTO NEW.cleaned_last_occurrence_id, NEW.cleaned_by
  FROM analytics_cleaned_last(NEW.room_id, NEW.created_at) lj;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER complaints_cleaned_last BEFORE INSERT OR UPDATE OF room_id, created_at ON complaints
FOR EACH ROW EXECUTE FUNCTION analytics_complaint_cleaned_last();
--> statement-breakpoint

-- The complaint rollups (migration 0017) hook in here: their refresh when jobs of converted complaints'
-- tasks finish, and their rebuild. Empty until then.
CREATE FUNCTION analytics_refresh_complaints_of_tasks(p_tasks uuid[], p_finished timestamptz[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
END
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_rebuild_complaints(p_workspace uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
END
$$;
--> statement-breakpoint

-- Jobs added, changed or removed (one entry per job version: its start, location, task and finish):
-- the local days they start on (the three UTC days around when the location is gone), and the
-- complaints their finishes may have cleaned.
CREATE FUNCTION analytics_jobs_changed(p_workspaces uuid[], p_locations uuid[], p_starts timestamptz[],
  p_tasks uuid[], p_finished timestamptz[], p_people boolean)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  w uuid[];
  l uuid[];
  d date[];
BEGIN
  IF p_starts IS NULL THEN
    RETURN;
  END IF;
  SELECT array_agg(k.workspace_id), array_agg(k.location_id), array_agg(k.day) INTO w, l, d
  FROM (
    SELECT DISTINCT c.workspace_id, c.location_id, dd.day
    FROM unnest(p_workspaces, p_locations, p_starts) AS c(workspace_id, location_id, starts_at)
    LEFT JOIN locations loc ON loc.id = c.location_id
    CROSS JOIN LATERAL (
      SELECT (c.starts_at AT TIME ZONE loc.timezone)::date AS day WHERE loc.id IS NOT NULL
      UNION ALL
      SELECT (c.starts_at AT TIME ZONE 'UTC')::date + s FROM generate_series(-1, 1) s WHERE loc.id IS NULL
    ) dd
  ) k;
  -- Working times change only with a finished job (made, changed, undone or removed): not when a day's
  -- jobs are generated, picked or started.
  PERFORM analytics_refresh(w, l, d, true, p_people, EXISTS (SELECT 1 FROM unnest(p_finished) f WHERE f IS NOT NULL));
  PERFORM analytics_refresh_cleaned_last(analytics_complaints_near(p_tasks, p_finished));
  PERFORM analytics_refresh_complaints_of_tasks(p_tasks, p_finished);
END
$$;
--> statement-breakpoint

CREATE FUNCTION analytics_occurrences_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  w uuid[];
  l uuid[];
  st timestamptz[];
  t uuid[];
  f timestamptz[];
  people boolean := true;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.workspace_id), array_agg(n.location_id), array_agg(n.starts_at), array_agg(n.task_id),
      array_agg(n.finished_at)
    INTO w, l, st, t, f FROM new_jobs n;
    -- New jobs count for people only when someone holds them: a team's generated jobs do not.
    people := EXISTS (
      SELECT 1 FROM new_jobs n
      WHERE n.finished_by IS NOT NULL OR n.started_by IS NOT NULL OR n.picked_by IS NOT NULL
        OR EXISTS (SELECT 1 FROM task_assignees ta WHERE ta.task_id = n.task_id));
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.workspace_id), array_agg(o.location_id), array_agg(o.starts_at), array_agg(o.task_id),
      array_agg(o.finished_at)
    INTO w, l, st, t, f FROM old_jobs o;
  ELSE
    -- Only what the figures read: a checklist tick or a photo changes none of them.
    SELECT array_agg(x.workspace_id), array_agg(x.location_id), array_agg(x.starts_at), array_agg(x.task_id),
      array_agg(x.finished_at)
    INTO w, l, st, t, f
    FROM old_jobs o JOIN new_jobs n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES
      (o.workspace_id, o.location_id, o.starts_at, o.task_id, o.finished_at),
      (n.workspace_id, n.location_id, n.starts_at, n.task_id, n.finished_at)
    ) x(workspace_id, location_id, starts_at, task_id, finished_at)
    WHERE (o.starts_at, o.due_at, o.started_at, o.finished_at, o.picked_at, o.result, o.location_id, o.task_id,
           o.finished_by, o.started_by, o.picked_by)
      IS DISTINCT FROM
          (n.starts_at, n.due_at, n.started_at, n.finished_at, n.picked_at, n.result, n.location_id, n.task_id,
           n.finished_by, n.started_by, n.picked_by);
  END IF;
  PERFORM analytics_jobs_changed(w, l, st, t, f, people);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER occurrences_analytics_insert AFTER INSERT ON occurrences
REFERENCING NEW TABLE AS new_jobs FOR EACH STATEMENT EXECUTE FUNCTION analytics_occurrences_changed();
--> statement-breakpoint
CREATE TRIGGER occurrences_analytics_update AFTER UPDATE ON occurrences
REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs FOR EACH STATEMENT EXECUTE FUNCTION analytics_occurrences_changed();
--> statement-breakpoint
CREATE TRIGGER occurrences_analytics_delete AFTER DELETE ON occurrences
REFERENCING OLD TABLE AS old_jobs FOR EACH STATEMENT EXECUTE FUNCTION analytics_occurrences_changed();
--> statement-breakpoint

-- A task's type, origin, team or deletion changes how its jobs count (a deletion only its jobs nobody
-- worked on); its type also who cleaned its rooms last.
CREATE FUNCTION analytics_tasks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  w uuid[];
  l uuid[];
  d date[];
  durations boolean;
  rooms_of uuid[];
BEGIN
  SELECT array_agg(k.workspace_id), array_agg(k.location_id), array_agg(k.day), bool_or(k.durations)
  INTO w, l, d, durations
  FROM (
    SELECT DISTINCT j.workspace_id, j.location_id, (j.starts_at AT TIME ZONE loc.timezone)::date AS day,
      c.kind_changed OR c.deleted_changed AS durations
    FROM (
      SELECT n.id, (o.type, o.origin) IS DISTINCT FROM (n.type, n.origin) AS kind_changed,
        o.team_id IS DISTINCT FROM n.team_id AS team_changed,
        (o.deleted_at IS NULL) <> (n.deleted_at IS NULL) AS deleted_changed
      FROM old_tasks o JOIN new_tasks n ON n.id = o.id
    ) c
    JOIN occurrences j ON j.task_id = c.id
    JOIN locations loc ON loc.id = j.location_id
    WHERE c.kind_changed OR c.team_changed
      OR (c.deleted_changed AND j.started_at IS NULL AND j.finished_at IS NULL)
  ) k;
  -- Every grain counts team jobs nobody picked; only the type or a deletion changes the working times.
  PERFORM analytics_refresh(w, l, d, true, true, coalesce(durations, false));

  SELECT array_agg(DISTINCT tr.room_id) INTO rooms_of
  FROM old_tasks o JOIN new_tasks n ON n.id = o.id JOIN task_rooms tr ON tr.task_id = n.id
  WHERE o.type IS DISTINCT FROM n.type;
  IF rooms_of IS NOT NULL THEN
    PERFORM analytics_refresh_cleaned_last(ARRAY(SELECT c.id FROM complaints c WHERE c.room_id = ANY (rooms_of)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tasks_analytics_update AFTER UPDATE ON tasks
REFERENCING OLD TABLE AS old_tasks NEW TABLE AS new_tasks FOR EACH STATEMENT EXECUTE FUNCTION analytics_tasks_changed();
--> statement-breakpoint

-- Assignees decide whose open jobs they are.
CREATE FUNCTION analytics_assignees_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  w uuid[];
  l uuid[];
  d date[];
BEGIN
  SELECT array_agg(k.workspace_id), array_agg(k.location_id), array_agg(k.day) INTO w, l, d
  FROM (
    SELECT DISTINCT o.workspace_id, o.location_id, (o.starts_at AT TIME ZONE loc.timezone)::date AS day
    FROM (SELECT DISTINCT task_id FROM changed_assignees) a
    JOIN occurrences o ON o.task_id = a.task_id AND o.finished_at IS NULL
    JOIN locations loc ON loc.id = o.location_id
  ) k;
  PERFORM analytics_refresh(w, l, d, false, true, false);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER task_assignees_analytics_insert AFTER INSERT ON task_assignees
REFERENCING NEW TABLE AS changed_assignees FOR EACH STATEMENT EXECUTE FUNCTION analytics_assignees_changed();
--> statement-breakpoint
CREATE TRIGGER task_assignees_analytics_delete AFTER DELETE ON task_assignees
REFERENCING OLD TABLE AS changed_assignees FOR EACH STATEMENT EXECUTE FUNCTION analytics_assignees_changed();
--> statement-breakpoint

-- A task's rooms decide which complaints its finishes answer for.
CREATE FUNCTION analytics_task_rooms_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_cleaned_last(ARRAY(
    SELECT c.id FROM complaints c WHERE c.room_id IN (SELECT room_id FROM changed_rooms)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER task_rooms_analytics_insert AFTER INSERT ON task_rooms
REFERENCING NEW TABLE AS changed_rooms FOR EACH STATEMENT EXECUTE FUNCTION analytics_task_rooms_changed();
--> statement-breakpoint
CREATE TRIGGER task_rooms_analytics_delete AFTER DELETE ON task_rooms
REFERENCING OLD TABLE AS changed_rooms FOR EACH STATEMENT EXECUTE FUNCTION analytics_task_rooms_changed();
--> statement-breakpoint

-- A new zone moves every job of the location to other local days: the three UTC days around each.
CREATE FUNCTION analytics_locations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  w uuid[];
  l uuid[];
  d date[];
BEGIN
  SELECT array_agg(k.workspace_id), array_agg(k.location_id), array_agg(k.day) INTO w, l, d
  FROM (
    SELECT DISTINCT o.workspace_id, o.location_id, (o.starts_at AT TIME ZONE 'UTC')::date + s AS day
    FROM old_locations ol JOIN new_locations nl ON nl.id = ol.id AND nl.timezone IS DISTINCT FROM ol.timezone
    JOIN occurrences o ON o.location_id = nl.id
    CROSS JOIN generate_series(-1, 1) s
  ) k;
  PERFORM analytics_refresh(w, l, d, true, true, true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER locations_analytics_update AFTER UPDATE ON locations
REFERENCING OLD TABLE AS old_locations NEW TABLE AS new_locations FOR EACH STATEMENT EXECUTE FUNCTION analytics_locations_changed();
--> statement-breakpoint

-- A deleted workspace takes its rollups along (they have no foreign key: see analytics.ts).
CREATE FUNCTION analytics_workspaces_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_job_rollup r USING gone_workspaces g WHERE r.workspace_id = g.id;
  DELETE FROM analytics_duration_rollup r USING gone_workspaces g WHERE r.workspace_id = g.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER workspaces_analytics_delete AFTER DELETE ON workspaces
REFERENCING OLD TABLE AS gone_workspaces FOR EACH STATEMENT EXECUTE FUNCTION analytics_workspaces_deleted();
--> statement-breakpoint

-- Every rollup row of a workspace recomputed from its jobs (the migration's backfill; a repair).
CREATE FUNCTION analytics_rebuild(p_workspace uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  w uuid[];
  l uuid[];
  d date[];
BEGIN
  PERFORM pg_advisory_xact_lock(1095980369, hashtext(p_workspace::text));
  DELETE FROM analytics_job_rollup WHERE workspace_id = p_workspace;
  DELETE FROM analytics_duration_rollup WHERE workspace_id = p_workspace;
  SELECT array_agg(k.workspace_id), array_agg(k.location_id), array_agg(k.day) INTO w, l, d
  FROM (
    SELECT DISTINCT o.workspace_id, o.location_id, (o.starts_at AT TIME ZONE loc.timezone)::date AS day
    FROM occurrences o JOIN locations loc ON loc.id = o.location_id
    WHERE o.workspace_id = p_workspace
  ) k;
  PERFORM analytics_refresh(w, l, d, true, true, true);
  PERFORM analytics_refresh_cleaned_last(ARRAY(SELECT c.id FROM complaints c WHERE c.workspace_id = p_workspace));
  PERFORM analytics_rebuild_complaints(p_workspace);
END
$$;
--> statement-breakpoint
SELECT analytics_rebuild(id) FROM workspaces;
