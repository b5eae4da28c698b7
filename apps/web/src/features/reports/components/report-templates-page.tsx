import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReportTemplate } from '@airlens/contract';
import { useDeleteReportTemplate, useReportTemplates } from '../api/report-templates';
import { LANGUAGE_NAMES } from './report-labels';
import { TemplateEditorDialog } from './template-editor-dialog';
import { WordTemplateUploadDialog } from './word-template-upload-dialog';

/**
 * The report templates page: the built-in default, the caller's own and the organisation's shared templates;
 * everyone may duplicate one, its owner and org admins edit, share or delete it.
 */
export function ReportTemplatesPage() {
  const templates = useReportTemplates();
  const remove = useDeleteReportTemplate();
  const [editing, setEditing] = useState<{ template: ReportTemplate; id: string | undefined } | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 600 }}>
          Report templates
        </Typography>
        <Button variant="outlined" onClick={() => setIsUploading(true)}>
          Upload Word template…
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        A template sets a report’s sections, language, format and cover. Share one with your organisation so
        everyone can use and duplicate it; only its owner and organisation admins change it.
      </Typography>
      {templates.error !== null && <Alert severity="error">{templates.error.message}</Alert>}
      {remove.error !== null && <Alert severity="error">{remove.error.message}</Alert>}
      {/* On a phone the table scrolls inside its frame, as the other data tables do, so Actions stay reachable. */}
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label="Report templates">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Shared with</TableCell>
              <TableCell>Owner</TableCell>
              <TableCell>Language</TableCell>
              <TableCell>Format</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(templates.data ?? []).map((template) => (
              <TableRow key={template.id}>
                <TableCell>{template.builtIn ? 'Default (every section)' : template.name}</TableCell>
                <TableCell>
                  {template.builtIn
                    ? 'Everyone'
                    : template.visibility === 'ORGANIZATION'
                      ? 'Organisation'
                      : 'Only the owner'}
                </TableCell>
                <TableCell>{template.ownerEmail ?? 'Airlens'}</TableCell>
                <TableCell>{LANGUAGE_NAMES[template.language]}</TableCell>
                <TableCell>
                  {template.format === 'docx-template' ? 'Word template' : template.format.toUpperCase()}
                </TableCell>
                <TableCell align="right">
                  {/* A copy of a Word template would lose its file: upload the file again instead. */}
                  {template.format !== 'docx-template' && (
                    <Button
                      size="small"
                      onClick={() => setEditing({ template, id: undefined })}
                      aria-label={`Duplicate ${template.name}`}
                    >
                      Duplicate
                    </Button>
                  )}
                  {template.canEdit && (
                    <>
                      <Button
                        size="small"
                        onClick={() => setEditing({ template, id: template.id })}
                        aria-label={`Edit ${template.name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => remove.mutate(template.id)}
                        aria-label={`Delete ${template.name}`}
                      >
                        Delete
                      </Button>
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {editing !== null && (
        <TemplateEditorDialog template={editing.template} id={editing.id} onClose={() => setEditing(null)} />
      )}
      {isUploading && <WordTemplateUploadDialog onClose={() => setIsUploading(false)} />}
    </Stack>
  );
}
