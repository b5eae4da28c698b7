import type { CreateReportBody, ReportTemplate, ReportTemplateBody } from '@airlens/contract';
import type { FrequencyBand, ReportFormat, ReportLanguage } from '@airlens/domain';

/** What the report dialog lets the user change on top of the chosen template. */
export interface ReportChoices {
  templateId: string;
  language: ReportLanguage;
  format: ReportFormat;
  bands: FrequencyBand[];
  /** Floor plan ids left out of the report (every floor is in by default). */
  skippedFloors: string[];
}

/** The dialog's choices as a template sets them. */
export function choicesOf(template: ReportTemplate): ReportChoices {
  return {
    templateId: template.id,
    language: template.language,
    format: template.format === 'pdf' ? 'pdf' : 'docx',
    bands: [...template.options.frequencyBands],
    skippedFloors: [],
  };
}

/** Whether the template is an uploaded Word file with data tags: it makes Word documents only. */
export function isWordTemplate(template: ReportTemplate): boolean {
  return template.format === 'docx-template';
}

/** The list with the value added, or without it when it was there. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** The floors the report holds, in the project's order. */
export function chosenFloorIds(floorIds: readonly string[], choices: ReportChoices): string[] {
  return floorIds.filter((id) => !choices.skippedFloors.includes(id));
}

/** POST /reportapi/v1/projects/{id}/reports: the template plus what the dialog overrides. */
export function reportRequestOf(choices: ReportChoices, floorIds: readonly string[]): CreateReportBody {
  return {
    templateId: choices.templateId,
    language: choices.language,
    format: choices.format,
    frequencyBands: choices.bands,
    ...(choices.skippedFloors.length === 0 ? {} : { floorPlanIds: chosenFloorIds(floorIds, choices) }),
  };
}

/** "Save as template": the chosen template's sections and options with the dialog's choices in them. */
export function templateBodyOf(
  template: ReportTemplate,
  choices: ReportChoices,
  floorIds: readonly string[],
): Omit<ReportTemplateBody, 'name' | 'visibility'> {
  return {
    format: choices.format,
    language: choices.language,
    sections: template.sections,
    options: {
      ...template.options,
      frequencyBands: choices.bands,
      floorPlanIds: choices.skippedFloors.length === 0 ? null : chosenFloorIds(floorIds, choices),
    },
  };
}
