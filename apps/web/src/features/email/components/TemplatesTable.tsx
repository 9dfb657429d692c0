import type { EmailTemplate } from '@notary/contracts';

export interface TemplatesTableProps {
  templates: readonly EmailTemplate[];
  onEdit: (template: EmailTemplate) => void;
  onSend: (template: EmailTemplate) => void;
  onDelete: (template: EmailTemplate) => void;
}

/** The notary's templates by name; a phone keeps the name and the actions in view. */
export function TemplatesTable({ templates, onEdit, onSend, onDelete }: TemplatesTableProps) {
  return (
    <div className="table-scroll">
      <table className="data-table email-templates">
        <caption className="visually-hidden">Email templates by name</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col" className="email-templates__subject">
              Subject
            </th>
            <th scope="col" className="email-templates__to">
              To
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {templates.map((template) => (
            <tr key={template.Id}>
              <td>
                <button type="button" className="name-button" aria-haspopup="dialog" onClick={() => onEdit(template)}>
                  {template.Name}
                </button>
              </td>
              <td className="email-templates__subject">{template.EmailSubject}</td>
              <td className="email-templates__to">{template.EmailTo}</td>
              <td>
                <div className="email-templates__actions">
                  <button type="button" className="button button--secondary button--compact" aria-haspopup="dialog" onClick={() => onSend(template)}>
                    Send…<span className="visually-hidden"> {template.Name}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--compact button--danger-text"
                    aria-haspopup="dialog"
                    onClick={() => onDelete(template)}
                  >
                    Delete<span className="visually-hidden"> {template.Name}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
