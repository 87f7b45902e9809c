/**
 * Job applications: multipart form with one résumé, for signed-in visitors. The file is recognised by its bytes and
 * stored in the database (`resumes` describes it, `resume_parts` holds it: lib/resumes.ts), with the application,
 * in one transaction; no instance keeps it on its disk. The applicant can download it again from any instance.
 */
import { createHash, randomUUID } from "node:crypto";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { JobApplicationFields } from "../../../src/lib/api-contract.js";
import { API_LIMITS, PROFILE_URLS, isProfileUrl } from "../../../src/lib/api-contract.js";
import type { ServiceContext } from "../context.js";
import { DOCUMENT_TYPES, resumeAttachmentName, sniffDocument } from "../lib/documents.js";
import { resumeContent, storeResumeContent } from "../lib/resumes.js";
import { rateLimit, requireUser, signedInUser } from "../plugins/guards.js";
import { cleanFileName, optional } from "../lib/text.js";
import { queueMail } from "../mail/delivery.js";
import { applicationConfirmationMail, teamApplicationMail } from "../mail/templates.js";
import { MESSAGES } from "../messages.js";
import { applicationBody } from "../../../src/lib/api-schemas.js";

interface UploadedFile {
  filename: string;
  data: Buffer;
}

type ApplicationBody = JobApplicationFields & { resume: UploadedFile };

export async function jobRoutes(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  const { db, config } = ctx;

  await app.register(multipart, {
    attachFieldsToBody: "keyValues",
    // busboy cuts a longer field short without an error; 64 KB is more bytes than any field's longest value can
    // take (10,000 characters of up to 4 bytes each), so a cut-off value is always over its maxLength and refused.
    limits: { fileSize: API_LIMITS.resumeMaxBytes, files: 1, fields: 12, fieldSize: 64 * 1024, parts: 13 },
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
        async (request, reply) => {
          // Quotas are checked before a byte of the body is read.
          const [sent] = await db.query<{ total: number; today: number }>(
            "SELECT count(*)::int AS total, count(*) FILTER (WHERE created_at > $2)::int AS today FROM job_applications WHERE user_id = $1",
            [signedInUser(request).id, new Date(ctx.now() - 24 * 60 * 60 * 1000)],
          );
          if (sent.total >= config.quotas.applicationsTotal) {
            return reply.code(429).send({ success: false, msg: MESSAGES.applicationsTotal(config.quotas.applicationsTotal) });
          }
          if (sent.today >= config.quotas.applicationsPerDay) {
            return reply.code(429).header("retry-after", "86400").send({ success: false, msg: MESSAGES.applicationsToday(config.quotas.applicationsPerDay) });
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
      const sentFileName = cleanFileName(resume.filename);
      const applicationId = randomUUID();
      const resumeId = randomUUID();
      const now = new Date(ctx.now());
      const application = {
        full_name: b.full_name.trim(),
        email: b.email.trim(),
        phone: b.phone.trim(),
        position: b.position.trim(),
        linkedin_url: b.linkedin_url.trim(),
        github_url: optional(b.github_url),
        portfolio_url: optional(b.portfolio_url),
        cover_letter: optional(b.cover_letter),
        country: optional(b.country),
      };
      await db.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO job_applications (id, user_id, full_name, email, phone, position, linkedin_url, github_url, portfolio_url,
                                           cover_letter, country, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
            [applicationId, signedInUser(request).id, application.full_name, application.email, application.phone, application.position, application.linkedin_url,
              application.github_url, application.portfolio_url, application.cover_letter, application.country, now],
          );
          await tx.query(
            `INSERT INTO resumes (id, application_id, original_name, media_type, size_bytes, sha256, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [resumeId, applicationId, sentFileName, type.mediaType, resume.data.length, createHash("sha256").update(resume.data).digest("hex"), now],
          );
          await storeResumeContent(tx, resumeId, resume.data);
          await queueMail(tx, applicationConfirmationMail(ctx.mail.site, application.email, application.full_name), now.getTime());
          await queueMail(tx, teamApplicationMail(ctx.mail.site, ctx.mail.team, application, resumeId, sentFileName), now.getTime());
      });
      ctx.mail.wake();
      return reply.code(201).send({ success: true, msg: MESSAGES.applicationReceived(application.position), id: applicationId });
    },
  );

  // The applicant's own résumé, streamed from the database part by part (any instance answers).
  app.get<{ Params: { id: string } }>(
    "/job/application/:id/resume",
    { onRequest: requireUser(ctx), schema: { params: { type: "object", properties: { id: { type: "string", format: "uuid" } }, required: ["id"] } } },
    async (request, reply) => {
      const [resume] = await db.query<{ id: string; full_name: string; media_type: string; size_bytes: number }>(
        `SELECT r.id, a.full_name, r.media_type, r.size_bytes FROM resumes r JOIN job_applications a ON a.id = r.application_id
          WHERE a.id = $1 AND a.user_id = $2 AND EXISTS (SELECT 1 FROM resume_parts p WHERE p.resume_id = r.id)`,
        [request.params.id, signedInUser(request).id],
      );
      if (!resume) return reply.code(404).send({ success: false, msg: MESSAGES.noSuchResume });
      return reply
        .header("content-type", resume.media_type)
        .header("content-length", String(resume.size_bytes))
        .header("content-disposition", `attachment; filename="${resumeAttachmentName(resume.full_name, resume.media_type)}"`)
        .header("cache-control", "private, no-store")
        .send(resumeContent(db, resume.id));
    },
  );
}
