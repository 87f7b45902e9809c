/**
 * Job applications: multipart form with one résumé, for signed-in visitors. The file is recognised by its bytes,
 * written under a random name in the uploads folder (never inside the database folder), and described by a row
 * in `resumes`; the application and that row are stored in one transaction.
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { JobApplicationFields } from "../../../src/lib/api-contract";
import { API_LIMITS, PROFILE_URLS, isProfileUrl } from "../../../src/lib/api-contract";
import type { ServiceContext } from "../context";
import { DOCUMENT_TYPES, sniffDocument } from "../lib/documents";
import { rateLimit, requireUser, signedInUser } from "../plugins/guards";
import { optional } from "../lib/text";
import { MESSAGES } from "../messages";
import { applicationBody } from "../schemas";

interface UploadedFile {
  filename: string;
  data: Buffer;
}

type ApplicationBody = JobApplicationFields & { resume: UploadedFile };

/** Writes `data` to `dir/name` durably: a temporary file, flushed, then renamed into place. */
async function writeFileDurably(dir: string, name: string, data: Buffer): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const target = path.join(dir, name);
  const temporary = `${target}.partial`;
  const handle = await fs.open(temporary, "wx", 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temporary, target);
  return target;
}

export async function jobRoutes(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  const { db, config } = ctx;

  await app.register(multipart, {
    attachFieldsToBody: "keyValues",
    limits: { fileSize: API_LIMITS.resumeMaxBytes, files: 1, fields: 12, fieldSize: 20_000, parts: 13 },
    // Keep the file's name next to its bytes; the bytes decide its type.
    async onFile(part) {
      const value: UploadedFile = { filename: part.filename, data: await part.toBuffer() };
      (part as unknown as { value: UploadedFile }).value = value;
    },
  });

  app.post<{ Body: ApplicationBody }>(
    "/job/application",
    {
      onRequest: [
        rateLimit(ctx, "forms", config.rateLimits.forms),
        requireUser(ctx),
        async (request, reply) => {
          // Checked on the header: `isMultipart()` is only known once the body parser has run.
          if (!/^multipart\/form-data\b/i.test(request.headers["content-type"] ?? "")) {
            return reply.code(415).send({ success: false, msg: MESSAGES.multipartRequired });
          }
        },
      ],
      schema: { body: applicationBody },
    },
    async (request, reply) => {
      const b = request.body;
      if (!isProfileUrl("linkedin", b.linkedin_url)) return reply.code(400).send({ success: false, msg: PROFILE_URLS.linkedin.message });
      if (b.github_url?.trim() && !isProfileUrl("github", b.github_url)) {
        return reply.code(400).send({ success: false, msg: PROFILE_URLS.github.message });
      }
      const resume = b.resume;
      // A browser sends an empty, unnamed file part when no file was chosen.
      if (!resume.filename && resume.data.length === 0) return reply.code(400).send({ success: false, msg: MESSAGES.resumeRequired });
      if (resume.data.length === 0) return reply.code(400).send({ success: false, msg: MESSAGES.resumeEmpty });
      const kind = sniffDocument(resume.data);
      if (kind === null) return reply.code(415).send({ success: false, msg: MESSAGES.resumeType });

      const type = DOCUMENT_TYPES[kind];
      const storedName = `${randomUUID()}${type.extension}`;
      const filePath = await writeFileDurably(config.uploadsDir, storedName, resume.data);
      const applicationId = randomUUID();
      const now = new Date(ctx.now());
      try {
        await db.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO job_applications (id, user_id, full_name, email, phone, position, linkedin_url, github_url, portfolio_url,
                                           cover_letter, country, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
            [applicationId, signedInUser(request).id, b.full_name.trim(), b.email.trim(), b.phone.trim(), b.position.trim(), b.linkedin_url.trim(),
              optional(b.github_url), optional(b.portfolio_url), optional(b.cover_letter), optional(b.country), now],
          );
          await tx.query(
            `INSERT INTO resumes (id, application_id, stored_name, original_name, media_type, size_bytes, sha256, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [randomUUID(), applicationId, storedName, path.basename(resume.filename || "resume").slice(0, 255), type.mediaType,
              resume.data.length, createHash("sha256").update(resume.data).digest("hex"), now],
          );
        });
      } catch (error) {
        // No row points at the file: remove it so the uploads folder holds only applications we kept.
        await fs.unlink(filePath).catch(() => {});
        throw error;
      }
      return reply.code(201).send({ success: true, msg: MESSAGES.applicationReceived(b.position.trim()) });
    },
  );
}
