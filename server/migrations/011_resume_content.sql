-- Résumés live in the database (issue 42): no instance keeps a file on its disk, so any instance serves any
-- request. The bytes sit in a table of their own, in parts of at most 256 KiB, written and read one part at a time.
CREATE TABLE resume_parts (
  resume_id uuid NOT NULL REFERENCES resumes (id) ON DELETE CASCADE,
  part integer NOT NULL CHECK (part >= 0),
  data bytea NOT NULL,
  PRIMARY KEY (resume_id, part)
);

-- The file name in the old uploads folder: kept only until `importResumeFiles` (server/src/lib/resumes.ts) has
-- moved that file into resume_parts, then cleared. New résumés never have one.
ALTER TABLE resumes ALTER COLUMN stored_name DROP NOT NULL;
