// The estate: Melon de Bourgogne rows over a gentle Vallet hill, the house above them, a low sun
// and a hazy sky. View 0: golden hour from the foot of the rows (home hero); View 1: morning,
// from the other side of the rows, higher on the slope (the estate page, the gallery).
#version 3.7;
#ifndef (View) #declare View = 0; #end
global_settings {
  assumed_gamma 1.0 max_trace_level 6
  radiosity { pretrace_start 0.08 pretrace_end 0.02 count 60 nearest_count 5 error_bound 1.4 recursion_limit 1 low_error_factor 0.6 gray_threshold 0 brightness 1 adc_bailout 0.01 }
}
#include "rand.inc"
#declare Golden = (View = 0);
#declare Sun_Dir = (Golden ? vnormalize(<-1.0, 0.16, 0.55>) : vnormalize(<0.9, 0.5, 0.5>));
#if (Golden) #declare Sun_Colour = rgb <1.0, 0.72, 0.42> * 2.6; #else #declare Sun_Colour = rgb <1.0, 0.95, 0.86> * 2.3; #end
light_source { Sun_Dir * 100000 Sun_Colour parallel point_at <0, 0, 0> }

// The sky: a warm gradient to the horizon and thin clouds
sky_sphere {
  pigment { gradient y colour_map {
    #if (Golden)
      [0.00 rgb <1.00, 0.70, 0.42>] [0.08 rgb <0.95, 0.72, 0.52>] [0.25 rgb <0.55, 0.62, 0.78>] [1.00 rgb <0.25, 0.38, 0.66>]
    #else
      [0.00 rgb <0.85, 0.88, 0.90>] [0.10 rgb <0.62, 0.74, 0.88>] [0.35 rgb <0.36, 0.54, 0.82>] [1.00 rgb <0.20, 0.36, 0.70>]
    #end
  } }
  pigment { bozo turbulence 0.7 octaves 6 omega 0.6 lambda 2.2 colour_map {
    [0.0 rgbt <1, 1, 1, 1>] [0.5 rgbt <1, 1, 1, 1>]
    #if (Golden) [0.75 rgbt <1.0, 0.80, 0.62, 0.35>] [1.0 rgbt <1.0, 0.86, 0.72, 0.15>] #else [0.75 rgbt <1, 1, 1, 0.4>] [1.0 rgbt <1, 1, 1, 0.1>] #end
  } scale <0.35, 0.05, 0.35> }
}
// Haze: the far hills fade into the sky's colour
#if (Golden) #declare Haze = rgbt <0.95, 0.78, 0.62, 0.05>; #else #declare Haze = rgbt <0.78, 0.84, 0.92, 0.1>; #end
fog { fog_type 2 distance 900 fog_offset 0 fog_alt 60 colour Haze turbulence 0.2 }

#declare Row_Gap = 1.5;
// The ground: a hill rising away from the camera, a valley, far ridges
#declare Hill = function(x, z) { 0.045 * z + 9 * sin(x / 90 + 0.6) * 0.5 + 14 * exp(-pow((x - 40) / 140, 2) - pow((z - 210) / 120, 2)) }
// (a function height field reads its y from the far edge: world z = (0.9 - y) * 1400)
#declare Ground = height_field {
  function 700, 700 { Hill((x - 0.5) * 1400, (0.9 - y) * 1400) / 60 }
  smooth
  translate <-0.5, 0, -0.1> scale <1400, 60, 1400>
  texture {
    pigment { gradient x pigment_map {
      [0.00 granite colour_map { [0 rgb <0.30, 0.24, 0.15>] [1 rgb <0.40, 0.32, 0.21>] } scale 0.05]
      [0.22 granite colour_map { [0 rgb <0.30, 0.24, 0.15>] [1 rgb <0.40, 0.32, 0.21>] } scale 0.05]
      [0.34 bozo colour_map { [0 rgb <0.16, 0.25, 0.06>] [1 rgb <0.30, 0.38, 0.10>] } scale <0.1, 1, 0.6>]
      [0.66 bozo colour_map { [0 rgb <0.16, 0.25, 0.06>] [1 rgb <0.30, 0.38, 0.10>] } scale <0.1, 1, 0.6>]
      [0.78 granite colour_map { [0 rgb <0.30, 0.24, 0.15>] [1 rgb <0.40, 0.32, 0.21>] } scale 0.05]
      [1.00 granite colour_map { [0 rgb <0.30, 0.24, 0.15>] [1 rgb <0.40, 0.32, 0.21>] } scale 0.05]
    } scale Row_Gap translate <-Row_Gap / 2, 0, 0> }
    normal { granite 0.5 scale 0.3 }
    finish { ambient 0 diffuse 0.75 }
  }
}
object { Ground }

// One vine: a twisted trunk, a leafy mass trained along the wire (random per plant)
#declare Seed = seed(21);
#declare Leaf_T = texture {
  pigment { crackle colour_map { [0 rgb <0.03, 0.07, 0.02>] [0.08 rgb <0.10, 0.20, 0.04>] [0.3 rgb <0.18, 0.32, 0.06>] [0.7 rgb <0.28, 0.42, 0.09>] [1 rgb <0.40, 0.46, 0.12>] } scale 0.09 turbulence 0.3 }
  normal { crackle 2.0 scale 0.09 turbulence 0.3 }
  finish { ambient 0 diffuse 0.8 specular 0.12 roughness 0.05 }
}
#declare Trunk_T = texture { pigment { rgb <0.22, 0.16, 0.10> } normal { wrinkles 1 scale 0.05 } finish { ambient 0 diffuse 0.7 } }
#macro Vine()
  union {
    cone { <0, 0, 0>, 0.045, <0, 0.65, 0>, 0.03 texture { Trunk_T } }
    // the trained canopy: a ragged hedge along the wire, each plant one stretch of it
    blob { threshold 0.45
      #for (K, 0, 15)
        sphere { <RRand(-0.12, 0.12, Seed), RRand(0.75, 1.45, Seed), RRand(-0.7, 0.7, Seed)>, RRand(0.28, 0.4, Seed), 1 }
      #end
      texture { Leaf_T }
    }
  }
#end
// Rows run up the hill (along z); posts every 6 m, plants every 1.2 m
#declare Rows = (View = 0 ? 46 : 34);
#declare First_Row = (View = 0 ? -34 : -22);
#declare Row_Length = (View = 0 ? 180 : 150);
#declare Z_Start = (View = 0 ? 3 : 1.5);
#for (R, 0, Rows - 1)
  #declare X0 = (First_Row + R) * Row_Gap;
  union {
    #for (S, 0, Row_Length / 1.2)
      #declare Zs = Z_Start + S * 1.2;
      #declare Start = <X0 + RRand(-0.05, 0.05, Seed), 200, Zs>;
      #declare Norm = <0, 0, 0>;
      #declare Hit = trace(Ground, Start, -y, Norm);
      #if (vlength(Norm) > 0)
        object { Vine() rotate <0, RRand(-8, 8, Seed), 0> translate Hit }
      #end
    #end
    // the posts that carry the wires
    #for (S, 0, Row_Length / 6)
      #declare Zs = Z_Start + S * 6;
      #declare Hit = trace(Ground, <X0 + Row_Gap / 2, 200, Zs>, -y);
      cylinder { <0, 0, 0>, <0, 1.5, 0>, 0.028 texture { pigment { rgb <0.48, 0.44, 0.38> } finish { ambient 0 diffuse 0.7 } } translate Hit - <Row_Gap / 2, 0.02, 0> }
    #end
  }
#end

// The house: white walls, a low roof of Roman tiles, grey shutters, a barn beside it
#declare House_Pos = trace(Ground, <(View = 0 ? 26 : 30), 200, (View = 0 ? 205 : 175)>, -y);
#declare Wall_T = texture { pigment { rgb <0.86, 0.82, 0.74> } normal { granite 0.15 scale 0.3 } finish { ambient 0 diffuse 0.85 } }
#declare Roof_T = texture { pigment { gradient x colour_map { [0 rgb <0.55, 0.27, 0.16>] [0.5 rgb <0.62, 0.33, 0.20>] [1 rgb <0.50, 0.25, 0.15>] } scale 0.25 } normal { gradient x 0.6 scale 0.25 } finish { ambient 0 diffuse 0.75 } }
#declare Shutter_T = texture { pigment { rgb <0.36, 0.44, 0.46> } finish { ambient 0 diffuse 0.7 } }
#declare Glass_T = texture { pigment { rgb <0.05, 0.06, 0.07> } finish { ambient 0 diffuse 0.2 reflection 0.25 } }
#macro Building(W, D, H, Pitch)
  union {
    box { <-W / 2, -1, -D / 2>, <W / 2, H, D / 2> texture { Wall_T } }
    prism { linear_sweep linear_spline -W / 2 - 0.4, W / 2 + 0.4, 4, <-D / 2 - 0.5, 0>, <D / 2 + 0.5, 0>, <0, D / 2 * Pitch>, <-D / 2 - 0.5, 0>
      rotate <0, 0, -90> rotate <0, 90, 0> rotate <0, -90, 0> texture { Roof_T } translate <0, H, 0> }
  }
#end
union {
  object { Building(16, 9, 6.2, 0.45) }
  #for (I, 0, 4)
    union {
      box { <-0.55, 0, -0.06>, <0.55, 1.5, 0.02> texture { Glass_T } }
      box { <-1.25, 0, -0.12>, <-0.6, 1.5, -0.06> texture { Shutter_T } }
      box { <0.6, 0, -0.12>, <1.25, 1.5, -0.06> texture { Shutter_T } }
      translate <-6 + I * 3, 3.6, -4.5>
    }
    union {
      box { <-0.55, 0, -0.06>, <0.55, 1.5, 0.02> texture { Glass_T } }
      box { <-1.25, 0, -0.12>, <-0.6, 1.5, -0.06> texture { Shutter_T } }
      box { <0.6, 0, -0.12>, <1.25, 1.5, -0.06> texture { Shutter_T } }
      translate <-6 + I * 3, 0.7, -4.5>
    }
  #end
  object { Building(12, 8, 4.5, 0.4) translate <15, 0, 1> }
  // a chimney
  box { <-0.5, 6, -0.5>, <0.5, 9.6, 0.5> texture { Wall_T } translate <5, 0, 1> }
  rotate <0, (View = 0 ? -18 : -35), 0>
  translate House_Pos
}

// Trees: a few rounded oaks and a line of poplars along the ridge
#macro Tree(H, R)
  union {
    cylinder { <0, 0, 0>, <0, H * 0.45, 0>, R * 0.09 texture { Trunk_T } }
    blob { threshold 0.5
      #for (K, 0, 9)
        sphere { <RRand(-0.6, 0.6, Seed) * R, H * RRand(0.5, 0.9, Seed), RRand(-0.6, 0.6, Seed) * R>, R * RRand(0.55, 0.8, Seed), 1 }
      #end
      texture { pigment { granite colour_map { [0 rgb <0.08, 0.16, 0.04>] [1 rgb <0.22, 0.32, 0.08>] } scale 0.8 } normal { wrinkles 1.2 scale 0.3 } finish { ambient 0 diffuse 0.75 } }
    }
  }
#end
#for (T, 0, 16)
  #declare Tx = RRand(-140, 200, Seed);
  #declare Tz = RRand(215, 330, Seed);
  #if (abs(Tx - 30) > 35)
    object { Tree(RRand(8, 14, Seed), RRand(3, 5, Seed)) translate trace(Ground, <Tx, 200, Tz>, -y) }
  #end
#end

#if (View = 0)
  #declare Eye = trace(Ground, <-48, 200, -4>, -y) + <0, 5.5, 0>;
  camera { perspective location Eye look_at <10, Eye.y + 1.5, 140> angle 54 right x * image_width / image_height }
#else
  #declare Eye = trace(Ground, <22, 200, -6>, -y) + <0, 4.5, 0>;
  camera { perspective location Eye look_at <-14, Eye.y + 2.5, 150> angle 52 right x * image_width / image_height }
#end
