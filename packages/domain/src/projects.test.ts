import { describe, it, expect } from 'vitest';
import {
  DESIGN_TYPE_ICONS,
  GENERATED_SURVEY_PREFIX,
  PROJECT_TYPES,
  canLoadProjectData,
  compareCompletedFirst,
  designTypeIconOf,
  isDesignProject,
  isGeneratedSurvey,
  isListedProjectStatus,
} from './projects';

describe('generated surveys', () => {
  it('recognises the (Generated) prefix', () => {
    expect(GENERATED_SURVEY_PREFIX).toBe('(Generated)');
    expect(isGeneratedSurvey('(Generated) Floor 1')).toBe(true);
    expect(isGeneratedSurvey('Floor 1 (Generated)')).toBe(false);
    expect(isGeneratedSurvey('(generated) Floor 1')).toBe(false);
  });
});

describe('project types', () => {
  it('lists the eight types', () => {
    expect(PROJECT_TYPES).toEqual([
      'MEASURED',
      'SIMULATED',
      'HYBRID',
      'MEASURED_PROJECT',
      'SIMULATED_PROJECT',
      'HYBRID_PROJECT',
      'BROWNFIELD_PLAN',
      'GREENFIELD_PLAN',
    ]);
  });

  it.each([
    ['MEASURED', false],
    ['SIMULATED', true],
    ['HYBRID', false],
    ['MEASURED_PROJECT', false],
    ['SIMULATED_PROJECT', true],
    ['HYBRID_PROJECT', false],
    ['BROWNFIELD_PLAN', true],
    ['GREENFIELD_PLAN', true],
    ['UNKNOWN', false],
  ])('%s is a design project: %s', (type, design) => {
    expect(isDesignProject(type)).toBe(design);
  });
});

describe('project statuses', () => {
  it('hides SKIP_COMPUTATION from lists', () => {
    expect(isListedProjectStatus('SKIP_COMPUTATION')).toBe(false);
    expect(isListedProjectStatus('COMPLETED')).toBe(true);
    expect(isListedProjectStatus('DELETE_REQUESTED')).toBe(true);
  });

  it('loads no data for DELETE_REQUESTED', () => {
    expect(canLoadProjectData('DELETE_REQUESTED')).toBe(false);
    expect(canLoadProjectData('COMPLETED')).toBe(true);
    expect(canLoadProjectData('IN_PROGRESS')).toBe(true);
  });

  it('sorts COMPLETED first and keeps the others stable', () => {
    const projects = [
      { id: 1, status: 'IN_PROGRESS' },
      { id: 2, status: 'COMPLETED' },
      { id: 3, status: 'FAILED' },
      { id: 4, status: 'COMPLETED' },
    ];
    expect([...projects].sort(compareCompletedFirst).map((project) => project.id)).toEqual([2, 4, 1, 3]);
  });
});

describe('design type icons', () => {
  it('lists the twelve icons of spec §9', () => {
    expect(DESIGN_TYPE_ICONS).toEqual([
      'ai-pro',
      'hybrid',
      'measured',
      'optimizer',
      'simulated',
      'design',
      'network',
      'ai-design',
      'ai-pro-brownfield',
      'ai-pro-greenfield',
      'planner',
      'unknown',
    ]);
  });

  it.each([
    ['MEASURED', 'measured'],
    ['MEASURED_PROJECT', 'measured'],
    ['SIMULATED', 'simulated'],
    ['SIMULATED_PROJECT', 'simulated'],
    ['HYBRID', 'hybrid'],
    ['HYBRID_PROJECT', 'hybrid'],
    ['BROWNFIELD_PLAN', 'ai-pro-brownfield'],
    ['GREENFIELD_PLAN', 'ai-pro-greenfield'],
    ['SOMETHING_ELSE', 'unknown'],
  ])('%s uses the %s icon', (type, icon) => {
    expect(designTypeIconOf(type)).toBe(icon);
  });
});
