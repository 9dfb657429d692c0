import { EMAIL_TEMPLATE_EVENT_TYPES, type EmailTemplateEvent } from '@notary/events';
import { documentPerStream, type RecordedOf } from '@notary/projection-runtime';
import { EMAIL_TEMPLATES, type EmailTemplateDocument, type EmailTemplateFields } from './email.documents';

/** The template's document after one event of its stream; null once deleted. Pure. */
export function evolveEmailTemplate(document: EmailTemplateDocument | null, event: RecordedOf<EmailTemplateEvent['type']>): EmailTemplateFields | null {
  switch (event.type) {
    case 'EmailTemplateSaved': {
      const { TemplateId, OwnerId, Template } = event.data;
      return {
        Id: TemplateId,
        OwnerId,
        Revision: event.revision,
        ...Template,
        SortName: Template.Name.toLowerCase(),
        CreatedAt: document?.CreatedAt ?? event.metadata.occurredAt,
        UpdatedAt: event.metadata.occurredAt,
      };
    }
    case 'EmailTemplateDeleted':
      return null;
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/** The notary's e-mail templates, by name. */
export const emailTemplatesProjection = documentPerStream({
  name: 'email-templates',
  version: 1,
  collection: EMAIL_TEMPLATES,
  handles: EMAIL_TEMPLATE_EVENT_TYPES,
  indexes: [{ collection: EMAIL_TEMPLATES, keys: { OwnerId: 1, SortName: 1 } }],
  documentId: (event) => event.data.TemplateId,
  evolve: evolveEmailTemplate,
  announce: ({ id, after }) => ({ kind: after ? 'email-template.saved' : 'email-template.deleted', id }),
});
