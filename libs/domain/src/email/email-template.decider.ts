import type { EmailTemplateContent, EmailTemplateEvent } from '@notary/events';
import { notFound, validationError, type Decider } from '../shared';
import { addressListProblem, listEntries } from './recipients';

export interface EmailTemplateState {
  exists: boolean;
  deleted: boolean;
  templateId: string;
  ownerId: string;
  template: EmailTemplateContent | null;
}

export type EmailTemplateCommand =
  { type: 'SaveEmailTemplate'; templateId: string; ownerId: string; input: EmailTemplateContent } | { type: 'DeleteEmailTemplate' };

export const EMAIL_TEMPLATE_MESSAGES = {
  nameRequired: 'Please enter a name for the template',
  notFound: 'The email template was not found. It may have been deleted.',
} as const;

const M = EMAIL_TEMPLATE_MESSAGES;

/**
 * A template's rules (spec 001 §5): a name. Its To, CC and BCC hold addresses and address tokens
 * only, so a slip ("ana@example", [FirstName]) is said when saving, not discovered when sending.
 * Lists are kept as comma-separated entries; the subject and name trimmed, the body as written.
 */
export function checkEmailTemplate(input: EmailTemplateContent): EmailTemplateContent {
  const errors: Record<string, string> = {};
  const Name = input.Name.trim();
  if (!Name) errors.Name = M.nameRequired;
  for (const field of ['EmailTo', 'EmailCC', 'EmailBCC'] as const) {
    const problem = addressListProblem(input[field]);
    if (problem) errors[field] = problem;
  }
  const first = Object.values(errors)[0];
  if (first) throw validationError('EMAIL_TEMPLATE.INVALID', first, errors);
  return {
    Name,
    EmailTo: listEntries(input.EmailTo).join(', '),
    EmailCC: listEntries(input.EmailCC).join(', '),
    EmailBCC: listEntries(input.EmailBCC).join(', '),
    EmailSubject: input.EmailSubject.trim(),
    EmailBody: input.EmailBody,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const emailTemplateDecider: Decider<EmailTemplateCommand, EmailTemplateState, EmailTemplateEvent> = {
  initialState: () => ({ exists: false, deleted: false, templateId: '', ownerId: '', template: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'EmailTemplateSaved':
        return { ...state, exists: true, templateId: event.data.TemplateId, ownerId: event.data.OwnerId, template: event.data.Template };
      case 'EmailTemplateDeleted':
        return { ...state, deleted: true };
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },

  decide(command, state) {
    if (state.deleted) throw notFound('EMAIL_TEMPLATE.NOT_FOUND', M.notFound);
    switch (command.type) {
      case 'DeleteEmailTemplate':
        if (!state.exists) throw notFound('EMAIL_TEMPLATE.NOT_FOUND', M.notFound);
        return [{ type: 'EmailTemplateDeleted', data: { TemplateId: state.templateId } }];
      case 'SaveEmailTemplate': {
        const Template = checkEmailTemplate(command.input);
        if (state.exists && same(Template, state.template)) return [];
        const TemplateId = state.exists ? state.templateId : command.templateId;
        return [{ type: 'EmailTemplateSaved', data: { TemplateId, OwnerId: state.exists ? state.ownerId : command.ownerId, Template } }];
      }
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  },
};
