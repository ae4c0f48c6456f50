// A vehicle of the fleet on a Vendée bocage road: asphalt, verges, hedgerows and oaks, a morning
// sky. Declare Kind (0 coach, 1 midi-coach, 2 minibus, 3 taxi) and Shot (0 three-quarter front,
// 1 the wide hero on the road).
#version 3.7;
#ifndef (Kind) #declare Kind = 0; #end
#ifndef (Shot) #declare Shot = 0; #end
global_settings {
  assumed_gamma 1.0 max_trace_level 6
  radiosity { pretrace_start 0.08 pretrace_end 0.03 count 50 nearest_count 5 error_bound 1.6 recursion_limit 1 low_error_factor 0.6 gray_threshold 0 brightness 1 adc_bailout 0.01 }
}
#include "rand.inc"
#include "vehicle.inc"
#declare Seed = seed(5);
light_source { <-0.55, 0.6, -0.55> * 100000 rgb <1.0, 0.93, 0.82> * 2.4 parallel point_at <0, 0, 0> }
sky_sphere {
  pigment { gradient y colour_map { [0 rgb <0.78, 0.84, 0.90>] [0.12 rgb <0.55, 0.68, 0.86>] [0.4 rgb <0.30, 0.48, 0.80>] [1 rgb <0.18, 0.32, 0.66>] } }
  pigment { bozo turbulence 0.8 octaves 6 omega 0.55 lambda 2.2 colour_map { [0 rgbt 1] [0.55 rgbt 1] [0.8 rgbt <1, 1, 1, 0.3>] [1 rgbt <1, 1, 1, 0.05>] } scale <0.3, 0.06, 0.3> }
}
fog { fog_type 1 distance 1800 colour rgbt <0.8, 0.85, 0.92, 0.0> }
// The road along x, 6.5 m wide, its white edge lines and a dashed centre line
#declare Asphalt_T = texture { pigment { granite colour_map { [0 rgb 0.06] [0.6 rgb 0.10] [1 rgb 0.16] } scale 0.05 } normal { granite 0.35 scale 0.03 } finish { ambient 0 diffuse 0.7 specular 0.08 roughness 0.06 } }
box { <-600, -0.1, -3.25>, <600, 0, 3.25> texture { Asphalt_T } }
#declare Paint_Line = texture { pigment { rgb 0.7 } finish { ambient 0 diffuse 0.8 } }
box { <-600, 0, -3.05>, <600, 0.003, -2.93> texture { Paint_Line } }
box { <-600, 0, 2.93>, <600, 0.003, 3.05> texture { Paint_Line } }
#for (D, -100, 100) box { <D * 6, 0, -0.06>, <D * 6 + 3, 0.003, 0.06> texture { Paint_Line } } #end
// Grass verges and fields
#declare Grass_T = texture { pigment { bozo colour_map { [0 rgb <0.07, 0.12, 0.03>] [0.5 rgb <0.13, 0.19, 0.05>] [1 rgb <0.22, 0.24, 0.08>] } scale <0.4, 1, 0.4> turbulence 0.5 } normal { bumps 0.8 scale 0.05 } finish { ambient 0 diffuse 0.75 } }
plane { y, -0.05 texture { Grass_T } }
// Hedgerows on banks each side, with oaks standing out of them
#declare Leaf_T = texture { pigment { crackle colour_map { [0 rgb <0.02, 0.05, 0.01>] [0.1 rgb <0.07, 0.14, 0.03>] [0.5 rgb <0.14, 0.24, 0.05>] [1 rgb <0.24, 0.33, 0.08>] } scale 0.09 turbulence 0.4 } normal { crackle 1.6 scale 0.09 turbulence 0.4 } finish { ambient 0 diffuse 0.75 } }
#macro Hedge(Z, From, To)
  blob { threshold 0.5
    #for (I, From, To, 0.7)
      sphere { <I + RRand(-0.4, 0.4, Seed), RRand(0.6, 2.2, Seed), Z + RRand(-0.6, 0.6, Seed)>, RRand(0.8, 1.3, Seed), 1 }
    #end
    texture { Leaf_T }
  }
#end
#macro Oak(P, H)
  union {
    cylinder { <0, 0, 0>, <0, H * 0.5, 0>, H * 0.03 texture { pigment { rgb <0.16, 0.13, 0.10> } normal { wrinkles 1 scale 0.1 } finish { ambient 0 diffuse 0.6 } } }
    blob { threshold 0.5
      #for (K, 0, 44)
        sphere { <RRand(-0.38, 0.38, Seed) * H, H * RRand(0.5, 1.0, Seed), RRand(-0.38, 0.38, Seed) * H>, H * RRand(0.09, 0.16, Seed), 1 }
      #end
      texture { Leaf_T scale H / 8 }
    }
    translate P
  }
#end
object { Hedge(9.5, -160, 160) }
#for (T, 0, 22)
  #declare Tx = -150 + T * 14 + RRand(-4, 4, Seed);
  object { Oak(<Tx, 0, 10.5 + RRand(0, 3, Seed)>, RRand(11, 16, Seed)) }
#end
// far hedges across the fields
#for (F, 1, 4) object { Hedge(20 + F * 45, -400, 400) scale <1, 1.2, 1> } #end

#switch (Kind)
  #case (0) #declare V_L = 12.2; #break
  #case (1) #declare V_L = 9.0; #break
  #case (2) #declare V_L = 5.9; #break
  #else #declare V_L = 4.8;
#end
object { Fleet_Vehicle(Kind) translate <0, 0, -1.6> }
#if (Shot = 0)
  #declare Dist = V_L * 0.72 + 2.5;
  camera { perspective location <V_L * 0.5 + Dist * 0.7, 1.7, -1.6 - Dist * 0.75> look_at <0.4, (Kind < 2 ? 1.6 : 1.0), -1.6> angle 50 right x * image_width / image_height }
#else
  camera { perspective location <30, 1.4, -3.6> look_at <0, 2.0, -0.5> angle 42 right x * image_width / image_height }
#end
