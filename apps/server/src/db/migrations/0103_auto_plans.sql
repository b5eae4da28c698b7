-- Auto-planning jobs (issue #19) on the durable job queue: the POST stores the plan's input here and enqueues a
-- job; whichever process takes jobs runs it and writes progress and the proposal, so any instance answers the GET.
CREATE TABLE auto_plans (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  floor_plan_id text NOT NULL,
  -- RUNNING covers a plan still waiting in the queue (attempts = 0) as well as one being computed.
  status text NOT NULL DEFAULT 'RUNNING' CHECK (status IN ('RUNNING', 'DONE', 'FAILED')),
  progress double precision NOT NULL DEFAULT 0,
  -- The planning input as built at the POST (V8 serialization: it holds typed arrays); cleared once it ends.
  input bytea,
  proposal jsonb,
  message text,
  -- Runs started so far: a run that never finished (its process died) is retried up to a limit, then FAILED.
  attempts integer NOT NULL DEFAULT 0,
  -- The run that owns the row: a run superseded by a retry stops writing.
  run_token uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auto_plans_project_idx ON auto_plans (project_id, created_at);
CREATE INDEX auto_plans_running_idx ON auto_plans (created_at) WHERE status = 'RUNNING';
