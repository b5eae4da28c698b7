import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BuildingScene } from '../model/building-scene';
import { describeFloor, describeScene } from '../model/scene-description';

/** The model in words (floors top first, as seen from above, with their APs): what a screen reader reads instead. */
export function SceneTextAlternative({ scene, id }: { scene: BuildingScene; id: string }) {
  const floors = [...scene.floors].reverse();
  return (
    <Box component="details" sx={{ mt: 1 }}>
      <Box component="summary" sx={{ cursor: 'pointer', typography: 'body2', fontWeight: 600 }}>
        Text description
      </Box>
      <Typography id={id} variant="body2" sx={{ mt: 1 }}>
        {describeScene(scene)}
      </Typography>
      <Box component="ul" sx={{ pl: 3, my: 1, typography: 'body2' }}>
        {floors.map((floor) => (
          <li key={floor.id}>
            {describeFloor(floor)}
            {floor.accessPoints.length > 0 && (
              <Box component="ul" sx={{ pl: 3 }}>
                {floor.accessPoints.map((ap) => (
                  <li
                    key={ap.id}
                  >{`${ap.name} at ${ap.x.toFixed(1)} m, ${ap.y.toFixed(1)} m, ${ap.height.toFixed(1)} m high`}</li>
                ))}
              </Box>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
