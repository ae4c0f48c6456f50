// The estate's cellar: a barrel vault of tufa stone, two rows of barrels on oak chocks along the
// walls, warm lamps hung from the vault, the far door in daylight. Focal blur on the near barrels.
#version 3.7;
global_settings {
  assumed_gamma 1.0 max_trace_level 6
  radiosity { pretrace_start 0.08 pretrace_end 0.02 count 80 nearest_count 6 error_bound 1.2 recursion_limit 2 low_error_factor 0.6 gray_threshold 0 brightness 1 adc_bailout 0.01 }
}
#include "barrel.inc"
#declare Length = 26;
#declare Half = 2.5;
#declare Wall_H = 1.3;
#declare Stone_T = texture {
  pigment { crackle form <1, 0, 0> colour_map { [0 rgb <0.22, 0.19, 0.15>] [0.05 rgb <0.45, 0.40, 0.32>] [0.12 rgb <0.62, 0.56, 0.46>] [1 rgb <0.55, 0.49, 0.40>] } scale <0.5, 0.28, 0.5> }
  normal { crackle 1.2 form <1, 0, 0> scale <0.5, 0.28, 0.5> }
  normal { granite 0.3 scale 0.15 }
  finish { ambient 0 diffuse 0.75 }
}
#declare Floor_T = texture {
  pigment { granite colour_map { [0 rgb <0.28, 0.25, 0.21>] [1 rgb <0.40, 0.36, 0.30>] } scale 0.4 }
  normal { granite 0.3 scale 0.2 }
  finish { ambient 0 diffuse 0.7 specular 0.1 roughness 0.1 }
}
// The vault: walls up to Wall_H, then a half cylinder
difference {
  union {
    box { <-Half - 0.5, -0.5, -2>, <Half + 0.5, Wall_H, Length + 0.5> }
    cylinder { <0, Wall_H, -2>, <0, Wall_H, Length + 0.5>, Half + 0.5 }
  }
  union {
    box { <-Half, 0, -3>, <Half, Wall_H, Length> }
    cylinder { <0, Wall_H, -3>, <0, Wall_H, Length>, Half }
  }
  // the far door, open on daylight
  box { <-0.7, 0, Length - 0.1>, <0.7, 2.2, Length + 1> }
  texture { Stone_T }
}
// The floor, and the bright yard beyond the door
box { <-Half, -0.1, -3>, <Half, 0, Length> texture { Floor_T } }
box { <-5, -0.1, Length + 0.5>, <5, 0, Length + 10> texture { pigment { rgb <0.7, 0.66, 0.58> } finish { ambient 0 diffuse 1 } } }
light_source { <0, 40, Length + 30> rgb <1.0, 0.97, 0.9> * 1.5 area_light <4, 0, 0>, <0, 4, 0>, 3, 3 adaptive 1 jitter }
sky_sphere { pigment { rgb <0.8, 0.88, 1.0> * 2 } }

// Two rows of barrels on chocks, a second tier on the first
#declare Barrel_Seed = seed(3);
#declare Chock_T = texture { pigment { rgb <0.30, 0.19, 0.10> } normal { wrinkles 0.6 scale 0.05 } finish { ambient 0 diffuse 0.7 } }
#for (Side, -1, 1, 2)
  #for (I, 0, 20)
    #declare Bz = 0.8 + I * 1.05;
    #declare Bx = Side * (Half - 0.6);
    box { <Bx - 0.45, 0, Bz - 0.5>, <Bx + 0.45, 0.12, Bz - 0.38> texture { Chock_T } }
    box { <Bx - 0.45, 0, Bz + 0.38>, <Bx + 0.45, 0.12, Bz + 0.5> texture { Chock_T } }
    object { Barrel() rotate <0, 90, 0> translate <Bx, 0.12 + Barrel_Belly, Bz> }
    #if (I < 20) object { Barrel() rotate <0, 90, 0> translate <Bx - Side * 0.1, 0.12 + Barrel_Belly * 2.55, Bz + 0.525> } #end
  #end
#end

// Lamps hung from the vault: a warm bulb in a small shade
#declare Lamp_Colour = rgb <1.0, 0.68, 0.36>;
#for (L, 0, 4)
  #declare Lz = 2.5 + L * 5;
  union {
    cylinder { <0, Wall_H + Half, 0>, <0, 3.3, 0>, 0.006 texture { pigment { rgb 0.05 } } }
    difference { cone { <0, 3.3, 0>, 0.04, <0, 3.1, 0>, 0.16 } cone { <0, 3.31, 0>, 0.03, <0, 3.09, 0>, 0.15 } texture { pigment { rgb <0.15, 0.14, 0.12> } finish { ambient 0 diffuse 0.4 specular 0.4 metallic } } }
    sphere { <0, 3.12, 0>, 0.045 texture { pigment { Lamp_Colour } finish { ambient 0 emission 3 diffuse 0 } } no_shadow }
    translate <0, 0, Lz>
  }
  light_source { <0, 3.1, Lz> Lamp_Colour * 1.6 fade_distance 1.8 fade_power 2 area_light <0.12, 0, 0>, <0, 0, 0.12>, 2, 2 adaptive 0 jitter }
#end

camera { perspective location <0.35, 1.25, -0.8> look_at <-0.55, 1.45, 10> angle 58 right x * image_width / image_height
  #ifdef (Focal) focal_point <-1.9, 0.8, 2.5> aperture 0.05 blur_samples 8 confidence 0.9 variance 1/128 #end }
