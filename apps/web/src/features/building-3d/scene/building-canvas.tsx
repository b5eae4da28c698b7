import { useMemo, type Ref, type RefObject } from 'react';
import { Canvas } from '@react-three/fiber';
import type { BuildingScene } from '../model/building-scene';
import { sceneBounds } from '../model/scene-description';
import { FloorLayer, type HeatmapTexture } from './floor-layer';
import { OrbitRig, type OrbitHandle } from './orbit-rig';

export interface BuildingCanvasProps {
  scene: BuildingScene;
  imageUrls: ReadonlyMap<string, string | null>;
  heatmaps: ReadonlyMap<string, HeatmapTexture | null>;
  hiddenFloorIds: ReadonlySet<string>;
  showNames: boolean;
  keyTarget: RefObject<HTMLElement | null>;
  orbit: Ref<OrbitHandle>;
  /** Told the drawing canvas once WebGL is up (the PNG snapshot reads it). */
  onCanvas: (canvas: HTMLCanvasElement) => void;
}

/** The WebGL scene: the floors stacked around the origin, lit from above, orbiting around the building's middle. */
export function BuildingCanvas(props: BuildingCanvasProps) {
  const { scene } = props;
  const bounds = sceneBounds(scene);
  const origin = useMemo(() => ({ x: bounds.width / 2, z: bounds.depth / 2 }), [bounds.width, bounds.depth]);
  // Far enough for the widest floor to fill most of the view from above at an angle.
  const distance = Math.max(bounds.width, bounds.depth, bounds.height) * 0.8;
  const target = [0, bounds.height / 2, 0] as const;
  return (
    <Canvas
      // The snapshot reads the drawing buffer after the frame; it must be kept.
      gl={{ preserveDrawingBuffer: true, antialias: true }}
      frameloop="demand"
      dpr={[1, 2]}
      camera={{
        fov: 45,
        near: 0.1,
        far: distance * 20,
        position: [distance * 0.55, bounds.height + distance * 0.7, distance * 0.8],
      }}
      onCreated={(state) => props.onCanvas(state.gl.domElement)}
    >
      <color attach="background" args={['#f4f6f8']} />
      <ambientLight intensity={1.1} />
      <directionalLight position={[distance, distance * 2, distance * 0.6]} intensity={1.4} />
      {scene.floors.map((floor) => (
        <FloorLayer
          key={floor.id}
          floor={floor}
          origin={origin}
          imageUrl={props.imageUrls.get(floor.id) ?? null}
          heatmap={props.heatmaps.get(floor.id) ?? null}
          showNames={props.showNames}
          isVisible={!props.hiddenFloorIds.has(floor.id)}
        />
      ))}
      <OrbitRig target={target} keyTarget={props.keyTarget} handle={props.orbit} />
    </Canvas>
  );
}
