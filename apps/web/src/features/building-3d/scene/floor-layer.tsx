import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Color, DoubleSide, Group, Matrix4, type InstancedMesh, type Sprite } from 'three';
import type { SceneFloor } from '../model/building-scene';
import { mergedAreaGeometry, wallMatrices, type SceneOrigin } from './geometry';
import { disposeSprite, textSprite } from './text-sprite';
import { useCanvasTexture, useUrlTexture } from './use-texture';

/** A floor's heatmap drawn on a canvas, and the rectangle of the plan it covers in metres. */
export interface HeatmapTexture {
  canvas: HTMLCanvasElement;
  x: number;
  y: number;
  width: number;
  depth: number;
}

export interface FloorLayerProps {
  floor: SceneFloor;
  origin: SceneOrigin;
  imageUrl: string | null;
  heatmap: HeatmapTexture | null;
  showNames: boolean;
  isVisible: boolean;
}

const AP_COLOR = '#1565c0';
const AP_RADIUS_METERS = 0.3;
const PLAIN_FLOOR_COLOR = '#d9dde1';
/** Lifts the heatmap just above the plan so the two never z-fight. */
const HEATMAP_LIFT_METERS = 0.02;

/** The floor's walls as one instanced mesh: a single draw call however many walls a floor has. */
function WallInstances({ floor, origin }: { floor: SceneFloor; origin: SceneOrigin }) {
  const mesh = useRef<InstancedMesh>(null);
  const matrices = useMemo(() => wallMatrices(floor.walls, origin), [floor.walls, origin]);
  useLayoutEffect(() => {
    const instances = mesh.current;
    if (instances === null) {
      return;
    }
    const color = new Color();
    matrices.forEach((matrix, index) => {
      instances.setMatrixAt(index, matrix);
      instances.setColorAt(index, color.set(floor.walls[index]?.color ?? '#888888'));
    });
    instances.instanceMatrix.needsUpdate = true;
    if (instances.instanceColor !== null) {
      instances.instanceColor.needsUpdate = true;
    }
    instances.computeBoundingSphere();
  }, [matrices, floor.walls]);
  if (floor.walls.length === 0) {
    return null;
  }
  return (
    <instancedMesh key={floor.walls.length} ref={mesh} args={[undefined, undefined, floor.walls.length]}>
      <boxGeometry args={[1, 1, 1]} />
      <meshStandardMaterial roughness={0.8} />
    </instancedMesh>
  );
}

/** The floor's attenuation areas merged into one translucent mesh coloured by type. */
function AttenuationAreas({ floor, origin }: { floor: SceneFloor; origin: SceneOrigin }) {
  const geometry = useMemo(
    () => mergedAreaGeometry(floor.attenuationAreas, origin),
    [floor.attenuationAreas, origin],
  );
  useEffect(() => () => geometry?.dispose(), [geometry]);
  if (geometry === null) {
    return null;
  }
  return (
    <mesh geometry={geometry}>
      <meshStandardMaterial vertexColors transparent opacity={0.35} depthWrite={false} />
    </mesh>
  );
}

/** APs as instanced spheres at their mounting height, with their names as labels above them. */
function AccessPointMarkers({
  floor,
  origin,
  showNames,
}: {
  floor: SceneFloor;
  origin: SceneOrigin;
  showNames: boolean;
}) {
  const mesh = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const instances = mesh.current;
    if (instances === null) {
      return;
    }
    const matrix = new Matrix4();
    floor.accessPoints.forEach((ap, index) => {
      matrix.makeTranslation(ap.x - origin.x, ap.height, ap.y - origin.z);
      instances.setMatrixAt(index, matrix);
    });
    instances.instanceMatrix.needsUpdate = true;
    instances.computeBoundingSphere();
  }, [floor.accessPoints, origin]);
  const labels = useMemo(() => {
    const group = new Group();
    if (showNames) {
      for (const ap of floor.accessPoints) {
        const sprite = textSprite(ap.name);
        sprite.position.set(ap.x - origin.x, ap.height + 0.7, ap.y - origin.z);
        group.add(sprite);
      }
    }
    return group;
  }, [floor.accessPoints, origin, showNames]);
  useEffect(
    () => () => {
      for (const child of labels.children) {
        disposeSprite(child as Sprite);
      }
    },
    [labels],
  );
  if (floor.accessPoints.length === 0) {
    return null;
  }
  return (
    <>
      <instancedMesh
        key={floor.accessPoints.length}
        ref={mesh}
        args={[undefined, undefined, floor.accessPoints.length]}
      >
        <sphereGeometry args={[AP_RADIUS_METERS, 16, 12]} />
        <meshStandardMaterial color={AP_COLOR} emissive={AP_COLOR} emissiveIntensity={0.3} />
      </instancedMesh>
      <primitive object={labels} />
    </>
  );
}

/** One floor of the stack: its plan, heatmap, walls, attenuation areas and APs at the floor's elevation. */
export function FloorLayer({ floor, origin, imageUrl, heatmap, showNames, isVisible }: FloorLayerProps) {
  const plan = useUrlTexture(imageUrl);
  const heat = useCanvasTexture(heatmap?.canvas ?? null);
  return (
    <group position={[0, floor.elevationMeters, 0]} visible={isVisible} name={floor.name}>
      <mesh
        rotation-x={-Math.PI / 2}
        position={[floor.widthMeters / 2 - origin.x, 0, floor.depthMeters / 2 - origin.z]}
      >
        <planeGeometry args={[floor.widthMeters, floor.depthMeters]} />
        {/* Keyed on the texture: a material gains a map only by being rebuilt. */}
        <meshStandardMaterial
          key={plan?.uuid ?? 'plain'}
          map={plan}
          color={plan === null ? PLAIN_FLOOR_COLOR : '#ffffff'}
          side={DoubleSide}
        />
      </mesh>
      {heatmap !== null && heat !== null && (
        <mesh
          rotation-x={-Math.PI / 2}
          position={[
            heatmap.x + heatmap.width / 2 - origin.x,
            HEATMAP_LIFT_METERS,
            heatmap.y + heatmap.depth / 2 - origin.z,
          ]}
        >
          <planeGeometry args={[heatmap.width, heatmap.depth]} />
          <meshBasicMaterial map={heat} transparent opacity={0.75} depthWrite={false} side={DoubleSide} />
        </mesh>
      )}
      <WallInstances floor={floor} origin={origin} />
      <AttenuationAreas floor={floor} origin={origin} />
      <AccessPointMarkers floor={floor} origin={origin} showNames={showNames} />
    </group>
  );
}
