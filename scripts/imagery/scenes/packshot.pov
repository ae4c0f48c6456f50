// A bottle on a neutral seamless background: a paper sweep, a soft key light, its reflection in
// the glass top it stands on. Declarations come first (see render-scenes.ts), then this file.
#version 3.7;
global_settings { assumed_gamma 1.0 max_trace_level 12 }
#declare LabelImage = Labels[0];
#include "bottle.inc"
camera { perspective location <0, 17, -82> look_at <0, 14.6, 0> angle 11.2 right x * image_width / image_height }
#declare Paper = texture { pigment { rgb <0.74, 0.73, 0.71> } finish { ambient 0 diffuse 0.85 } }
// The sweep: floor, a curve of radius 25, the wall
union {
  box { <-300, -1, -300>, <300, 0, 15> }
  difference {
    box { <-300, 0, 15>, <300, 25, 40> }
    cylinder { <-301, 25, 15>, <301, 25, 15>, 25 }
  }
  box { <-300, 0, 40>, <300, 300, 41> }
  texture { Paper }
  finish { ambient 0 diffuse 0.85 reflection { 0.06, 0.2 fresnel on } }
  interior { ior 1.5 }
}
// Key: a large soft box up left in front; a dim fill from the right; a rim from behind
light_source { <-55, 75, -45> rgb 0.95 area_light <30, 0, 0>, <0, 30, 0>, 5, 5 adaptive 1 jitter circular orient }
light_source { <70, 30, -70> rgb 0.22 shadowless }
light_source { <0, 60, 30> rgb 0.35 area_light <20, 0, 0>, <0, 0, 20>, 3, 3 adaptive 1 jitter }
// Tall white cards either side, reflected as the long highlights real packshots have
box { <-28, 0, -30>, <-27, 60, 10> texture { pigment { rgb 1.8 } finish { ambient 1 diffuse 0 } } no_shadow no_image }
box { <22, 0, -30>, <23, 60, 10> texture { pigment { rgb 0.9 } finish { ambient 1 diffuse 0 } } no_shadow no_image }
object { Wine_Bottle }
