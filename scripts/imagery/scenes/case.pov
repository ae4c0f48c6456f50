// A case of the estate's bottles on the packshot's seamless background, seen from above at three
// quarters. Declare Case_Kind: 0 the pine wooden case of six (six Les Schistes, lying in straw),
// 1 the kraft discovery box of three (Les Schistes, Les Gneiss, Granit standing).
// The bottles' settings come as arrays: Case_Glass[i], Case_Wine[i], Case_Foil[i], Labels[i].
#version 3.7;
#ifndef (Case_Kind) #declare Case_Kind = 0; #end
global_settings { assumed_gamma 1.0 max_trace_level 10 }
#declare Paper = texture { pigment { rgb <0.74, 0.73, 0.71> } finish { ambient 0 diffuse 0.85 } }
union {
  box { <-300, -1, -300>, <300, 0, 60> }
  difference { box { <-300, 0, 60>, <300, 40, 100> } cylinder { <-301, 40, 60>, <301, 40, 60>, 40 } }
  box { <-300, 0, 100>, <300, 300, 101> }
  texture { Paper }
}
light_source { <-70, 110, -60> rgb 1.0 area_light <40, 0, 0>, <0, 40, 0>, 4, 4 adaptive 1 jitter circular orient }
light_source { <90, 60, -90> rgb 0.25 shadowless }
light_source { <20, 90, 60> rgb 0.3 }
#declare LabelTurn = 0;
#macro Case_Bottle(I)
  #declare BottleShape = Case_Shape[I];
  #declare FlintGlass = Case_Flint[I];
  #declare GlassColour = Case_Glass[I];
  #declare WineColour = Case_Wine[I];
  #declare FoilColour = Case_Foil[I];
  #declare LabelImage = Labels[I];
  #include "bottle.inc"
  object { Wine_Bottle }
#end
#if (Case_Kind = 0)
  // Pine case 34 × 26 × 12 cm (outside), lid leaning against it; six bottles lying in two rows of three
  #declare Pine_T = texture {
    pigment { wood turbulence 0.06 colour_map { [0 rgb <0.78, 0.58, 0.36>] [0.7 rgb <0.86, 0.68, 0.45>] [1 rgb <0.66, 0.46, 0.26>] } scale 0.7 rotate <0, 90, 0> }
    normal { wood 0.25 scale 0.7 rotate <0, 90, 0> }
    finish { ambient 0 diffuse 0.8 specular 0.08 roughness 0.08 }
  }
  #declare Case_W = 36; #declare Case_D = 27; #declare Case_H = 12;
  union {
    difference {
      box { <-Case_W / 2, 0, -Case_D / 2>, <Case_W / 2, Case_H, Case_D / 2> }
      box { <-Case_W / 2 + 1.2, 1, -Case_D / 2 + 1.2>, <Case_W / 2 - 1.2, Case_H + 1, Case_D / 2 - 1.2> }
      // the planks' joints
      #for (J, 1, 2) box { <-Case_W, J * Case_H / 3 - 0.08, -Case_D / 2 - 1>, <Case_W, J * Case_H / 3 + 0.08, -Case_D / 2 + 0.1> } #end
      texture { Pine_T }
    }
    // straw bed
    box { <-Case_W / 2 + 1.2, 1, -Case_D / 2 + 1.2>, <Case_W / 2 - 1.2, 4, Case_D / 2 - 1.2> texture { pigment { bozo turbulence 1 colour_map { [0 rgb <0.62, 0.48, 0.26>] [1 rgb <0.82, 0.70, 0.42>] } scale <0.15, 0.15, 2> rotate <0, 30, 0> } normal { wrinkles 1.2 scale 0.2 } finish { ambient 0 diffuse 0.8 } } }
    // six bottles lying, heads alternately towards the viewer's right
    #for (I, 0, 5)
      object { Case_Bottle(0) rotate <0, 0, -90> translate <-15, 4.0 + 3.9, 0> rotate <0, (mod(I, 2) = 0 ? 0 : 180), 0> translate <0, (I > 2 ? 0.7 : 0), -7.8 + mod(I, 3) * 7.8> }
    #end
    // the branded lid leaning behind
    box { <-Case_W / 2, 0, 0>, <Case_W / 2, 1.2, Case_D> texture { Pine_T } rotate <-68, 0, 0> translate <0, 0, Case_D / 2 + 6> }
    rotate <0, -24, 0>
  }
  camera { perspective location <-38, 62, -78> look_at <0, 6, 3> angle 34 right x * image_width / image_height }
#else
  // Kraft box 62 × 12 cm, 7 cm high in front, a back panel printed with the estate's band; the six
  // bottles standing in a row
  #declare Kraft_T = texture { pigment { bozo colour_map { [0 rgb <0.52, 0.36, 0.20>] [1 rgb <0.58, 0.41, 0.24>] } scale 0.3 } normal { bumps 0.15 scale 0.1 } finish { ambient 0 diffuse 0.8 } }
  union {
    difference {
      box { <-31, 0, -6.5>, <31, 24, 6.5> }
      box { <-30.6, 0.4, -6.1>, <30.6, 40, 6.1> }
      box { <-32, 7, -7>, <32, 40, -5> }
      texture { Kraft_T }
    }
    box { <-31.05, 1.8, -6.55>, <31.05, 5, -6.45> texture { pigment { rgb <0.12, 0.22, 0.14> } finish { ambient 0 diffuse 0.7 } } }
    #for (D, 1, 5) box { <-31 + D * 62 / 6 - 0.15, 0, -6>, <-31 + D * 62 / 6 + 0.15, 6.5, 6> texture { Kraft_T } } #end
    #for (I, 0, 5) object { Case_Bottle(I) translate <-31 + (I + 0.5) * 62 / 6, 0.4, 0> } #end
    rotate <0, -12, 0>
  }
  camera { perspective location <-22, 34, -118> look_at <0, 14.5, 0> angle 40 right x * image_width / image_height }
#end
