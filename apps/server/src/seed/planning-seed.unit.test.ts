import { generateProject } from '@airlens/esx';
import { describe, expect, it } from 'vitest';
import { buildPlanningProject } from '../features/heatmaps/planning-model';
import { DEMO_PROJECTS, demoGenerateOptions } from './projects-seed';
import { addPlanningCatalogue, DEMO_DEVICE_PROFILES } from './planning-seed';

describe('the demo projects planning catalogue', () => {
  it('gives the design project attenuation areas, device profiles and capacity items the planning model reads', () => {
    const spec = DEMO_PROJECTS.find((candidate) => candidate.kind === 'simulated');
    if (spec === undefined) {
      throw new Error('the demo has a design project');
    }
    const project = generateProject({ ...demoGenerateOptions(spec, new Date()), maxImagePixels: 200 });
    addPlanningCatalogue(project);
    const model = buildPlanningProject(project.collections);
    expect(model.floors.length).toBe(spec.floors);
    for (const floor of model.floors) {
      expect(floor.attenuationAreas).toHaveLength(3);
      expect(floor.attenuationAreas.map((area) => area.dbPerMeter.FIVE).sort((a, b) => a - b)).toEqual([
        2, 5, 12,
      ]);
    }
    expect(model.deviceProfiles.filter((profile) => !profile.builtIn).map((profile) => profile.id)).toEqual(
      Object.values(DEMO_DEVICE_PROFILES),
    );
    expect(model.areas.length).toBeGreaterThan(0);
    expect(model.areas.every((area) => area.capacityItems.length >= 2)).toBe(true);
    const demands = [...model.usageProfiles.values()].map((usage) => usage.demandBps).sort((a, b) => a - b);
    // Office: 1 Mbit/s of web; video meetings: web plus a 2 Mbit/s full-duplex call (counted both ways).
    expect(demands).toEqual([1_048_576, 1_048_576 + 2 * 2_097_152]);
    expect(model.capacitySettings.FIVE.maxAssociatedClients).toBe(100);
  });
});

describe('the demo projects buildings', () => {
  it("are named after the site, not the generator's random city (the 3D view and its PNG use the name)", () => {
    const spec = DEMO_PROJECTS.find((candidate) => candidate.name === 'Dubai Downtown Mall (design)');
    if (spec === undefined) {
      throw new Error('the demo has the Dubai design');
    }
    const project = generateProject({ ...demoGenerateOptions(spec, new Date()), maxImagePixels: 200 });
    expect(project.collections.get('buildings')?.map((building) => building.name)).toEqual([
      'Dubai Downtown Mall',
    ]);
  });
});
