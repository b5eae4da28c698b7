-- Server notifications (GET /notifyapi/v1/notification): an upload finished, a project was shared with you.
CREATE TABLE notifications (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  level text NOT NULL CHECK (level IN ('info', 'warning', 'error', 'success')),
  title text NOT NULL,
  description text NOT NULL,
  created_at timestamptz NOT NULL,
  -- Set when the user dismisses it; dismissed notifications are no longer listed.
  read_at timestamptz
);
CREATE INDEX notifications_unread_idx ON notifications (user_id, created_at DESC) WHERE read_at IS NULL;
