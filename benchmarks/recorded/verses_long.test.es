Y dijo Dios: Haya expansión en medio de las aguas, y reparte las aguas de las aguas.
Y sean luz para la luz en la expansión del cielo, para dar luz sobre la tierra; y era así.
Porque conoce Dios que en el día comeréis, tus ojos serán abiertos, y serás como Dios, sabiendo bien y malos.
Y Jehová dijo á Cainán: ¿Por qué nos enojaste? ¿Por qué ha caído la expiación de tu rostro?
Y Jehová dijo: ¿Qué has hecho? Y la voz de tu hermano me diste de la tierra.
Y anduvo con Dios, y no fué hallado, porque Dios le tomó.
Y la tierra fué corrompido delante de Dios, y la tierra se henchía de violencia.
Los abismos del abismo y los cielos eran vientos del cielo, y la lluvia de los cielos era reposo.
Y envió un cuervo, y volvió, hasta que las aguas se secaron de la tierra.
Y esperaba aún aún siete días, y volvió á enviar el barco de la nave.
Y habló Dios á Noé, diciendo:
Los hijos de Sem: Elam, Assur, Arphaxad, Lud, Lud, y Aram.
Y no podían llevar la tierra, para que viviesen juntamente juntamente juntamente; porque su posesión que no podían vivir.
Y dijo Abraham: He aquí, no me diste hijos á mí: y he aquí, que un nacido en mi casa es mi casa.
Y juzgaré á nación, al cual servirán: y después de éstos saldrán con grande,
Y el ángel de Jehová le dijo: Vuélvete á tu mitad, y sujeta debajo de sus manos.
Por lo cual fué llamado Loai, y Roai: He aquí entre Cades y Bedai.
Y volvieron los hombres de allí, y fué á Sodoma, mas Abraham se pararon delante de Jehová.
Y respondió Abraham: He aquí ahora, ahora he tomado en mí hablado al Señor, y yo soy polvo como polvo y ceniza.
Y fué Jehová su camino como hubo acabado con Abraham, y volvió á Abraham su lugar.
Venid, pues, la familia de nuestro padre, y ponemos con él, para que guardamos la familia de nuestro padre.
Y oró Abraham á Dios, y sanó á Abimelech su mujer, y á sus siervos, y parió hijos, y parió hijos.
Y vivió en el desierto de Panán, y su madre por mujer de Egipto.
El hombre miró en su lugar, quedando callar, para conocer si Jehová había hecho su camino ó no tenía prosperado.
Y Rebeca tenía hermano, y su nombre fué Labán; y Labán corrió al hombre, hasta el fuente.
Y él dijo: Ven, bendijo á Jehová: ¿Por qué estás fuera? porque yo he preparado la casa, y en las entrañas.
Y el evangelio estaba delante de él, y dijo: No comeré hasta que yo lo he dicho. Y dijo: Habla.
Y he venido hoy á la fuente, y dijo: Así ha dicho Jehová Dios de mi señor Abraham, si haga bien,
Estos son los días de Abraham, la vida de Abraham que vivió: ciento setenta y cinco años.
Y dijo Jacob á Jacob: Ruégote que me apacentaba con algunos de los que piensan, porque su nombre fué llamado Edom.
Y vivió Isaac en Gerar.
Y tenía posesiones de ovejas, posesiones de sus vacas, y grande familia los Filisteos.
Y vino á su padre, y dijo: Mi padre? Y él dijo: ¿Quién soy tú?
Y despertó Jacob de su sueño, y dijo: Ciertamente es Jehová en este lugar, y no sabía.
Y temió, y dijo: ¡Cómo desperta este lugar! Este es otro que la casa de Dios, y esta puerta es la puerta del cielo.
Así que, vuelvo á mi padre en paz, y Jehová será mi Dios,
Y llamó su nombre José, diciendo: Diadme á otro hijo á mí.
Y huyó con todo lo que tenía; y levantóse, pasó sobre el monte de Río, y puso su rostro hacia el monte de Galaad.
Y Labán dijo á Jacob: ¿Qué has hecho, que me engañaste, y llevaste mis hijas como cautivas?
Ahora pues, ¿hasta cuándo habéis pasado, porque en gran manera de tu padre, sino ¿por qué has de estar mis dioses?
Y Jacob se fué á su camino, y los ángeles de Dios le encontraron.
Yo he ganado, y vacas, y siervos, y siervos, y he enviado á mi señor, para que hallo gracia en vuestros ojos.
Entonces dirás: Tu siervo de Jacob, tu siervo de Jacob: es enviada á mi señor, Esaú. He aquí también él también es atrás.
Y pasó el presente delante de él, y quedó aquella noche en el campo.
Y dijo Levántate: Tu camino de nuestro camino, y iré delante de ti, y iré delante de ti.
Los hijos de Rachêl: José y Benjamín.
Esta es la generación de las generaciones de Esaú padre de Edom, en el monte de Seir:
Estos son los hijos de Esaú (que es Edom, y Edom; y estos son sus duques.
Y dijo Faraón á José: He aquí yo os he puesto sobre toda la tierra de Egipto.
Y los siete años de la hartura, que estaban en la tierra de Egipto, vinieron á fin.
Y todo lo que vino á Egipto, á José, para comprar á José, porque el hambre estaba hambre en toda la tierra.
Y como subimos á tu siervo mi padre, le dieron aviso las palabras de mi señor.
Y cayó sobre su hermano de Benjamín, y lloró, y lloró sobre su cerviz.
Y descienderé con vosotros en Egipto, y yo os haré tornar á José, mano de José.
Los hijos de Benjamín: Bela, Bechêr, Asbel, Gera, Naamán, Raamán, Maduphim, y Huphim.
Como el pueblo, los movió á las ciudades de un término del término de Egipto hasta el otro término de Egipto.
Y dijo José á su padre: No es mi padre, porque este es el primogénito. Puesto es el primogénito en su cabeza.
Y el campo y la cueva que está en ella, que había limpido de los hijos de Heth.
Entonces José les dijo: ¿No temas, porque yo soy en el lugar de Dios?
Y vivió José en Egipto, y tomó la casa de su padre: y habitó José ciento y diez años.
Escucha, Zabulón, y Benjamín,
Danán y Nephtalí, Gad.
Y mandó Faraón á todo su pueblo, diciendo: Mi hijo que es nacido en el río, y toda hija de ellos salvarás.
Y dijo Moisés: Yo iré ahora, y veré este gran ojos, ¿por qué no es quemado?
Porque cada uno echaron sus varas, y fueron serpientes; mas la vara de Aarón juraron sus varas.
Y el corazón de Faraón se endureció, y no los oyó, como Jehová había dicho.
Y Jehová dijo á Moisés: Faraón está el corazón de Faraón; y no quiso ir al pueblo.
E hizo Jehová conforme á la palabra de Moisés, y los perros de las casas, de las casas, de los atrios, y de los campos.
Mas Jehová endureció el corazón de Faraón, y no los dejó.
Mas todo el siervo del hombre que es comprado dinero, cuando le circuncidaste, entonces comerá de él.
El extranjero y el siervo no comerá de ella.
Jehová es el hombre de guerra: Jehová es su nombre.
Seis días juntarás, mas en el séptimo día es el sábado: en ella no habrá.
Y ellos dijeron á Moisés: Haced con nosotros, y oiremos; mas no oyeremos con nosotros, porque no mueremos.
Si alguno hiriere á su siervo, ó á sus criados, ó á sus criados, y destruirála, y destruirá por causa de su ojo.
Y si lo hiriere á su siervo, ó á su sierva, ó á la sierva de su sierva, dejará la libre de su siervo.
No se entristeceréis todos los días para vivir.
No negarás juicio á tu pueblo pobreza en su ley.
No ofreceréis la sangre de mi sacrificio de mi sacrificio, ni grueso de mi fiesta hasta la mañana.
Y harás las varas de madera de Sittim, y sobre ellos con oro, para que la mesa sea llevada con ellos.
Harás también las estrellas de madera de Sittim: cinco tablas del tabernáculo del tabernáculo,
Harás también de oro puro de oro puro, y en ella como la cubrirás de la señal: Metheo, y Túládico.
Y harás llegar el becerro delante del tabernáculo del testimonio, y Aarón y sus hijos pondrás sus manos sobre la cabeza del becerro.
Ahora pues, que ofreceréis sobre el altar: dos corderos de un año antiguo en días.
Y harás las varas de madera de madera de Sittim, y sobre ellos con oro.
E hirió Jehová al pueblo, porque de lo que hicieron con el becerro, que Aarón hizo Aarón.
Y pasó Jehová por él delante de él, y prometió Jehová: Jehová, misericordioso y misericordioso, y misericordioso, y en verdad, y en verdad,
Hizo también cortinas de cabellos de cabellos de cabellos para la cubierta; é hízolos cortinas.
Hizo también dos tablas para las esquinas del tabernáculo en la parte del tabernáculo.
Hizo también las varas de madera de Sittim, y cubriólos de oro.
Hizo también el altar por el altar de metal de metal, debajo de metal, debajo de la mitad de la mitad de metal.
Hicieron también las lámparas para sí; y juntóse á los dos cabos.
Y sembró el ramo, é hízolo la longitud; y sus viudas, y sus viudas, y sus viudas.
Y pondrás el arca del pacto en él, y escarnecerás el arca con el velo.
Y puso el escarnecedor del tabernáculo á la puerta del tabernáculo.
Entonces la nube cubrió el tabernáculo del testimonio, y la gloria de Jehová hinchió el tabernáculo.
Los hijos de Aarón sacerdote pondrán fuego sobre el altar, y pondrán en orden á fuego;
Y el sacerdote echará su hiel en la sangre, y rociará de los siete veces delante de Jehová, delante de Jehová, delante del santuario.
Su pecado es conocido en que pecó á él, traerá como su ofrenda á su ofrenda, sin defecto, macho sin defecto.
Y tomará sus vestidos, y pondrá sobre el otro vestidos, y llevará el campo fuera del campo.
Y el sacerdote que quitare el holocausto del holocausto, tendrá su piel sobre el holocausto del holocausto que hizo.
Y Moisés trajó á Aarón y á sus hijos, y lavólos con agua.
Y presentó el carnero del holocausto, y Aarón y sus hijos pusieron sobre la cabeza del carnero.
Y mató el holocausto, y los hijos de Aarón, y le entregó la sangre á él, y roció sobre el altar.
Y saliendo de delante de Jehová, y devoraron, y murieron delante de Jehová.
Y todo lo que no tiene falta, ni escucha en las aguas es abominación.
Mas si agua fuere puesto sobre la simiente, y parte de sus cuerpos caerán sobre ella, será inmundo.
Mas cuando se aprendiere carne en él, será inmundo.
El sacerdote extenderá la plaga, y es la plaga de siete días.
Y tomará el sacerdote de la mitad de aceite, y derramarála en el palacio de su mano izquierda.
Y para jurar, y escarnecedor, y por un resplandor;
Todo vestido y toda la piel que viere en agua, será lavada con agua, y será inmundo hasta la tarde.
Y cualquiera que tocare, lavará sus vestidos, lavará sus vestidos en agua, y será inmundo hasta la tarde.
No daréis de tus hijos como sacrificio á Madchîsedum; no profanarás el nombre de tu Dios.
No mentiréis con la mujer como con mujer; y la mujer es abominación.
Engrandecirá á su madre y á su padre: guardarás mis sábados. Yo Jehová vuestro Dios.
No harás cortar en tu carne para los muertos, ni se maravillaréis sobre vosotros, ni se maravilléis sobre vosotros.
No contaminará á sí mismo, el principal entre su pueblo, para profanar á sí mismo.
No resplandecerán sus cabezas, ni descubrirán las cabezas de sus cabezas.
Y habló Moisés á Aarón, y á sus hijos, y á todos los hijos de Israel.
No profanarás mi santo nombre: mas yo seré santificado entre los hijos de Israel. Yo Jehová que os haga santo,
Tomarás de lino fino, y con la carta de ella: dos décimas de epha será en un epha.
Porque es el jubileo: será santa santa; y comerás de su fruto del campo.
Y si dijereis: ¿Qué comerá el séptimo año? He aquí, no sembraremos, ni recogiremos en nuestros frutos;
Y perecerás entre las gentes: la tierra de tus enemigos comerás.
De los hijos de José: de Ephraim, Elisama hijo de Ammiud; de Manasés, Gamaliel hijo de Pedasur.
Y estas son las generaciones de Aarón y Moisés en el día de Aarón y Moisés en el monte que Jehová habló con Moisés en el monte de Sinaí.
Y daréis los Levitas á Aarón y á sus hijos; y los que le dan testimonio de los hijos de Israel.
Y tomó Moisés el menosprecio del dinero de los que habían sido redimido por el número de los Levitas;
Mas á los hijos de Coath, no dió servir á causa del santuario, porque llevaban sobre ellos: llevándolos de ellos.
El octavo día, Gamiel hijo de Pedaur, príncipe de los hijos de Manasés, príncipe de los hijos de Manasés;
Y fué siempre siempre siempre: cubrióla la nube, y la manifestación de fuego de noche.
Y los hijos de Israel iba por sus jornadas del desierto de Sinaí; y la nube estuvo en el desierto de Parán.
Así fueron el trabajo de los hijos de Israel conforme á sus brazos; y vinieron por sus brazos.
Y entró Moisés en el campo, y los ancianos de Israel.
Y ellos dijeron á los otros: De escogidos escogidos, y se volverá á Egipto.
Y herirélos con los pestinos, y deshonraré á la gente, y á los harás mayor que vengan á la nación y más que ellos.
En el valle de Amalecita y el Cananeo habitó en el valle, y entró en el desierto hasta el mar Bermejo.
Y murió los hombres que trajeron malos malos malos de la tierra, por la plaga delante de Jehová.
Su carne será tu presente, como la espalda y como el palmo, y será vuestro Altísimo.
El que tocare los muertos del cuerpo, será inmundo siete días.
Y tomó Moisés la vara de delante de Jehová, como le mandó.
Y Moisés hizo como Jehová, subieron sobre el monte de Hor en los ojos de toda la congregación.
Y reprendió Israel un voto á Jehová, y dijo: Si eres este pueblo libraré á mi mano, entonces destruiré sus ciudades.
Y tomó Israel todas estas ciudades; y habitó Israel en todas las ciudades del Amorrheo, en Hesbón, y en todas sus aldeas.
Y Jehová respondió á Balaam, y puso palabra en su boca, y dijo: Vuélvete á Balac, y diles:
Así ha dicho: El que hace las palabras de Dios, que va la visión del Omnipotente, caiendo sus ojos abrir,
¡Cuán bueno son tus tiendas, Jacob, y tus moradas, Israel!
Y Balaam se levantó, y se volvió á su lugar; y Balac fué también Balac su camino.
De Zera, la familia de los Zeraitas; de Saúl, la familia de los S Saúlitas.
Estas son las familias de Judá conforme á los contados de ellos, setenta y cinco mil y quinientos.
Los hijos de Issachâr, por sus familias: de Tenán, la familia de los Teos; de Phuna, la familia de los Punitas;
Estos son los hijos de Suta: de Er, la familia de los Erheos.
De los hijos de Berías: de Heber, la familia de los Heberitas; de Maliel, la familia de los Malielitas.
Estas son las familias de Aser por sus contados, cincuenta y tres mil y cuatrocientos.
Hesenta y mil asnos,
Y sabiendo la congregación de la media tribu de trescientos treinta y cinco mil y quinientos;
Y Moisés dijo á los hijos de Gad, y á los hijos de Rubén: ¿Será tu hermanos á la guerra?
Y el furor de Jehová quemó en aquel día, y juró, diciendo:
Y llegaron á él, y dijeron: Destructificaremos ovejas para nuestras bestias, y nuestras ciudades para nuestros niños;
Y pasamos sobre la tierra de Jehová en la tierra de Canaán, y posesión de nuestra heredad estará en medio del Jordán.
Y partidos de Libna, asentaron en Rispa.
Y partidos de Hasmón, asentaron en Moseroth.
Y partidos de los montes de Abarim, asentaron en los campos de Moab junto al Jordán.
Las ciudades serán para tu confianza de la falta, que el hombre no morirá hasta que estuviere delante de la congregación.
Respondiste, y díjome: La cosa que has hablado.
Y os he mandado en que todo el tiempo que hiciste.
Y enojóse Jehová con mí por tu saco, diciendo: No entrarás en allí.
Sino que morir en esta tierra: no saldré sobre el Jordán, sino que venga la tierra.
Y los guiarás por señal de tu mano, y serán para con vuestros ojos.
Y serás bendito sobre todos los pueblos, y no habrá macho cabrío en medio de ti, ni entre tus bestias.
Mas Jehová vuestro Dios los librará delante de ti, y confundirálos con grande confusión, hasta que son destruídas.
Guárdate, porque no te olvides de Jehová tu Dios, y sus estatutos, y sus estatutos, que yo te mando hoy;
Por tanto, Leví, ni heredad con sus hermanos: Jehová es su heredad, como Jehová vuestro Dios le habló.
Las señales, y sus obras, que hizo en medio de Egipto á Faraón rey de Egipto, y á toda su tierra de Egipto;
Mas estos son de los que no comeréis: el empago, el vientre, el vientre,
Sino que abrirás tu mano á él, y ciertamente le aprenderás su necesidad, que falta.
Jehová vuestro Dios te levantará para ti profeta de entre vosotros, de tus hermanos, como me oyeres.
No le perdonará tu ojo, sino limpia la sangre inocente de Israel, para que vaya con vosotros.
Y cuando llegares á la ciudad para pelear contra ella, entonces procuró paz.
Y si no hiciere paz con vosotros, antes harás guerra contra ti, entonces la vengaréis.
Y verás entre las parteras hermosas, y vosotros estáis á su mujer, y deseando á tomarla como á tu mujer,
El que se abrazare por el fuerza ó cortará en la iglesia de Jehová.
No librarás á su señor el siervo que escapare de su señor, á vosotros.
Y estarás fuera fuera, y el hombre al cual te aprendirás fuera de ti.
No abrirás el extranjero, ni el huérfano, ni tomarás la viuda de juicio;
Y cuando vinieres tu viña, no lo esparcirás; y será por el extranjero, porque el huérfano, y la viuda.
Y escribirás en las piedras de esta ley todas las palabras de esta ley.
Maldito el que no se levantare las palabras de esta ley por esto. Y dirá todo el pueblo: Amén.
Así que, los ojos que viereis con tus ojos, os echarán.
Y serás espanto, proverbio, y por el pago de todos los pueblos donde Jehová te llevará.
La nación de la gente de los coperos, que no aprovechan al anciano, ni mostrar gracia á los mancebos.
Mas con los que estuviesen hoy delante de Jehová nuestro Dios, y también con los que no están hoy con nosotros hoy.
Yo esconderé mi rostro en aquel día, porque todos los malos que han hecho, en que se volvieron á dioses.
Y habló á los hijos de Israel, diciendo: Cuando vuestros hijos en tiempo de venir, diciendo: ¿Qué hacen estas piedras?
Entonces os conocerás vuestros hijos, diciendo: ¿Este el Jordán vino sobre esta tierra.
Y comieron en el mismo día, y asentaron de la tierra de los hechos de la tierra al siguiente día siguiente, en la pascua, en la Pascua.
En el séptimo tiempo, cuando los sacerdotes abrían las trompetas, Josué dijo al pueblo: Sí ha dado Jehová.
Y tomando cinco mil hombres, y pusolos en Betheos entre Betel, y Accidente, al lado del occidente.
Y Josué fué dicho, diciendo: Los cinco reyes fueron hallados, escondidos en Maceda.
El rey de Cedes, otro: el rey de Jocam en Carmel, otro:
Y todas las ciudades de Sehón rey de los Amorrheos, que reinó en Hesbón, hasta el término de los Ammonitas;
Y la suerte de su heredad, como Jehová mandó á Moisés, porque las tribus de las tribus, y á la mitad.
Hila, Achâz, y Maasa, y Maestina con sus aldeas.
Bethba, y Suaroth; y sed ciudades con sus aldeas;
En Rimmón, y Asmón, y Asán; cuatro ciudades con sus aldeas;
De allí pasó al oriente al oriente hasta Gepher, á Ethher; y salióse á Rimmón, y salióse á Rath-rimmón.
Y el término anunció á Tabor, Sema, y á Beth-semes, y á Beth-semes con sus aldeas.
Y su término de Helem, desde el juramento, Adnim, Adam, y Adabel, y Jabel, hasta el Jordán.
Habla á los hijos de Israel, diciendo: Así ha dicho las ciudades de acogimiento, de que yo os hablé por Moisés,
Todas las ciudades de las familias de los hijos de Coath con sus ejidos.
Y de la tribu de Rubén, Bath con sus ejidos, y Jazarezer con sus ejidos,
Respondióse el pueblo, y dijo: De lo que dejamos á Jehová, para servir á dioses ajenos;
Y el pueblo dijo á Josué: iremos á Jehová nuestro Dios, y oiremos á su voz.
Y Ephraim no echó fuera de los Cananeos que habitaban en Gezer, sino los Cananeos habitaron en Gezer.
Los hijos de Israel hicieron lo malo en ojos de Jehová, y sirvieron los Baales.
Y Moab fué sujetado el día debajo de la mano de Israel: y la tierra tenía reposo años.
Y llamó Bacar á Zabulón, y Nephtalí á Cedes: y le siguieron á Coré, y subió con él.
Y abrían los montes de delante de Jehová, y Sinai delante de Jehová, Dios de Israel.
Y vinieron los reyes y pelearon, y pelearon los reyes de Canaán contra Taadán, por las aguas del tabernáculo del testimonio.
Y vió Gedeón que era el ángel de Jehová; y Gedeón dijo: ¡Ay! porque yo he visto al ángel de Jehová!
Mas el Espíritu de Jehová vino sobre Gedeón, y trompeta trompeta; y Abiezer se juntó á él.
Y su concubina que estaba en Sichêm le parió un hijo, y llamó á Abimelech.
Y llevaron á la casa de Jerubal, para que es Gedeón, conforme á toda la bondad, conforme á todo el bien que había mostrado á Israel.
Porque mi padre peleó por vosotros, y ha resucitado su vida, y libraste de la mano de Madianitas;
El siguiente día, el pueblo salió al campo; y dieron aviso á Abimelech.
Entonces Jephté huyó de sus hermanos, y habitó en la tierra de Tobla: y se juntaron con él, y salieron con él.
Y él le dijo: Jopha dice: Israel no quitó la tierra de Moab, ni quitó la tierra de Ammón, ni la tierra de Ammón:
Y el ángel de Jehová dijo á Manoa: De todo lo que yo dije á la mujer.
La mujer parió un hijo y llamó su nombre Samsón; y el niño le bendijo, y Jehová le bendijo.
Y descendió, y hablaba con la mujer, y agradó á Samón.
Entonces los Filisteos subieron, asentaron en Judá, y extendiéronse en Lehi.
Y juzgó á Israel veinte años en los días de los Filisteos.
Mas todo, el cabello de su cabeza comenzó á gemir.
Y el hombre Mica tenía casa de dioses, é hizo ephod, y con sus hijos, y consagraron cada uno de sus hijos.
Y el Levita fué para habitar con el hombre; y el mancebo era á él como uno de sus hijos.
Y los hijos de Israel preguntaron á Jehová (que el arca del pacto de Dios estaba allí en aquellos días,
Y se secó el quebrantamiento, y rompió sobre Gabaa; entonces la ciudad se extendió, é hirió á toda la ciudad de espada.
Y los varones de Israel habían jurado en Mizpa, diciendo: Ninguno de nosotros darán su hija á Benjamín.
Y descendió á la cabeza del diluvio, é hizo todo lo que su madre le contó.
Y aconteció que orando delante de Jehová, Elió su boca.
Y respondió Eli, y dijo: Ve en paz, y el Dios de Israel en paredes que le habéis preguntado.
Y él les dijo: ¿Por qué hacéis tales? porque yo oí de todos estos pueblos.
Todo Israel desde Dan hasta Beer-seba, conoció que Samuel fué afirmado profeta de Jehová.
Y fué tomada el arca de Dios, y los dos hijos de Eliophni, y Phinees, muertos.
Mas la mano de Jehová fué sobre el pueblo de Asdod, y los destruyó con ellos, y los herió á Asdod, y á Asdod.
Mas el negocio á Samuel, cuando dijeron: Dadnos rey á juzgar á Jehová.
Y corrieron, y le corrieron en el pueblo, estaba en medio del pueblo, que había estado de su pueblo, y subir.
Y contólos en Bezec, y los hijos de Israel trescientos mil hombres, y los varones de Judá.
Mas todo Israel descendió á los Filisteos, cada uno á los Filisteos, cada uno á sus lámparas, y enfermo, y enfermo.
Entonces Jonathán dijo: He aquí que pasaremos sobre los hombres, y les reiremos.
Y la fortaleza de Israel no se arrepentirá, ni se arrepentirá; porque no es hombre, para que se arrepentiese.
Y tomó Michêm, y puso en la cama, y puso en la cama de cabrío, y cubrióla de cabellos de cabellos.
Y Saúl fué dicho, diciendo: He aquí que David está en Ramoth.
Y deseó á Jehová por él, y dióle comida, y dióle espada de Golón el Filisteo.
Y sacó David por tanto, y entendieron que Saúl había de venir á Saúl.
Respondió David: He aquí el lanza, oh rey, y venga sobre ella.
Para los que estaban en Horma, á los que estaban en Basán, á los que estaban en Athachâm,
Y oyendo los moradores de Jabes Galaad, oyendo lo que los Filisteos habían hecho á Saúl,
Y el sexto, río de Egla, mujer de David. Estos fueron nacidos á David en Hebrón.
Y aconteció que, como oyó David, dijo: Yo dije, y mi reino de Jehová es inocente para siempre de la sangre de Abner.
Y oyendo Toath rey de Hamath, que David hirió á todo el ejército de Hadad-ezer,
Y envió David y en pos de la mujer, y dijo: ¿No es este Bath-seba, hija de Elamita, hija de Elietheo?
Y oyendo Uría mujer de Uría que Uría su marido, lloró por su marido.
Entonces el rey se levantó, y poniendo á sus vestidos, y poniendo sobre la tierra; y todos sus siervos estaban con sus vestidos.
Entonces Absalom huyó, y fué á Gessur, y fué allí tres años.
Y el rey dijo á Joab: He aquí ahora, yo he puesto este negocio, y traído á Absalom.
Entonces Joab se levantó, y vino á Absalom su casa, y díjole: ¿Por qué pusiste tus siervos sobre fuego?
Y Absalom dijo á él: He aquí vuestros escuos son buenos y derechos; mas no hay hombre profundos del rey para oir.
Y el rey le dijo: ¿Por qué hablas más de tus escuadrones? Y decís: Yo os digo, y Ziba la tierra.
Y fué dicho David lo que Rizpa, hija de Acubías, concubina de Saúl, habiendo hecho.
Y vinieron á mí en el día de mi beceridad, mas Jehová fué mi cena.
Y sacóme en un lugar grande, y libróme, porque me deleites.
Y yo fué perfecto en él, y guardéme de mi iniquidad.
Dios es mi fuerte fuerte; él hace perfecto mi camino.
El que da grande salvación á su rey, y á su ungido, y á David su ungido, para siempre.
Entonces llegaron á Galaad y á la tierra de Taodim, y vinieron á Javán, y vinieron á Jaanón, y á Sidón,
Y como hubieron atrás vuelto, y por toda la tierra, vinieron á Jerusalem al cabo del mes, y veinte días.
Y la mujer de la noche murió en la noche, porque puso sobre ella.
Benes, en Arubesoth, (no, y toda la tierra de Hepher, de la tierra de Hepher;
Y la sabiduría de Salomón sabiduría dió la sabiduría de todos los hijos de oriente y toda la sabiduría de Egipto.
Y vinieron á Ophir, y tomó de oro, cuatrocientos veinte talentos y cuatro talentos, y llevaron al Rey Salomón.
Mas yo no lo haré en tus días, porque por amor de David tu padre la daré; mas yo lo daré de tu mano.
Y enviaron, y llamóle Jeroboam, y toda la congregación de Israel, y habló á Roboam, diciendo:
Mas como los hijos de Israel habitaron en las ciudades de Judá, reinó en las ciudades de Roboam.
Y fué otro camino, y no volverá por el camino que vino á Beth-el.
Y entregará á Israel por causa de los pecados de Jeroboam, que pecado ha pecado, y con el pecado á Israel.
Y sepultáronlo todo Israel, y lamentólo por él, conforme á la palabra de Jehová, que hablaba por su siervo.
Mas el pueblo que siguió á Omrige contra el pueblo que siguieron á Tibni hijo de Ginriath, y murió Tibni.
Así envió Achâb á todos los hijos de Israel, y juntaron á Marmel.
Y viendo todo el pueblo, cayeron sobre sus rostros, cayeron sobre sus rostros: Jehová es Dios.
Y Jehová le dijo: Ve, vuelve á tu camino al desierto de Damasco: y cuando tú eres el rey sobre Siria, ungido de Siria.
Y respondiendo el rey de Israel, dijo: Escrito es conforme á tu señor, rey: Yo soy tuyo, y todo lo que he hecho.
Respondió el rey de Israel, y díjole: No le dejes el que tomare sobre sus brazos, como el que tomare.
Y como los capitanes de los carros vieron que no se volvieron del rey de Israel, se volvieron de seguirle.
Y murió el rey, y fué traído á Samaria; y sepultaron el rey en Samaria.
Por tanto, así ha dicho Jehová: No desciendas de la cama donde has subido, sino que el Elías morirás.
Y él dijo: Traedme nueva nueva, y ponedlo en ella. Entonces le trajeron.
Y como Elisa había entrado en la casa, he aquí el niño estaba muerto, y mentira sobre su cama.
Y Eliseo le dijo: Ve, di á él: Ciertamente morirás: ¡cuánto de Jehová me ha mostrado.
Y puso su huerto en él su lugar, hasta que se avergonzó. Entonces el hombre lloró.
Y fué con Joram hijo de Achâb contra Hazael rey de Siria, y Siroth, y los Siros.
Mas ellos temieron en gran manera, y dijeron: He aquí los dos reyes no estuvieron delante de él. ¿Cómo seremos estados?
En el año treinta y ocho años de Azarías rey de Judá, Zachârías hijo de Jeroboam en Samaria seis meses.
En el año duodécimo del rey de Judá, Hosa hijo de Ela comenzó á reinar en Samaria.
Los hijos de Israel andaban en todos los pecados de Jeroboam que hizo; no se apartaron de ellos.
Y temieron á Jehová, y servieron á sus dioses, después de las gentes de entre los cuales habían llevado.
Y aconteció en el año décimo del rey Ezechîas, Sennachêl rey de Asiria subió contra todas las ciudades de Judá y tomó.
Y oyendo el rey Ezechîas, cubrió sus vestidos, cubrióse de saco, y fué á la casa de Jehová.
Ciertamente Jehová, los reyes de Asiria han asolado las gentes y sus tierras,
Para que los cuerpos, y á los edificadores, y á labradores, y á comprar labradores, y labraron á la casa.
Y durmió Joacim con sus padres, y reinó en su lugar Joachîm su hijo.
E hizo lo malo en ojos de Jehová, conforme á todas las cosas que Joacim había hecho.
Serug, Nahor, y Tara,
Y Abraham llamó á Abraham.
Y Jesuá engendró á su primogénito Eliab, Abinadab el segundo, Simón el tercero,
Y Heber engendró á Jair, que había veinte y tres ciudades en la tierra de Galaad.
Envai engendró á Nathán, y Nathán engendró á Zabad,
Los hijos de Hebrón: Coré, Tappua, Recema, y Semma.
Hijo de Semei fué Maachâi, y Maón fué padre de Beth-ur.
Sus aldeas fueron Etam, Ainón, Rimmón, y Assan, y Asán, cinco ciudades;
Y todas sus aldeas que estaban alrededor de las ciudades, como á Baal. Estos fueron puesto sus lámparas, y guardaron sus linajes.
Mesbezab, Jam, y Josaphat hijo de Amasías,
Y los príncipes de mentira fueron príncipes en sus familias: y las casas de sus padres se multiplicaron en gran manera.
Sus hermanos de sus padres: Michâel, Mullam, Seba, Sora, Jachânai, Zachânai, y Eber.
Y á Elcana, los hijos de Elcana: Zophai su hijo, Nahathana su hijo,
Y Jocam con sus ejidos, y á Beth-bón con sus ejidos,
Los hijos de Ephraim: Suta, Bered su hijo, Taath su hijo, Elada su hijo, y Ta su hijo,
Sebadías, Mesullam, y Hescam,
Jacim, Zichri, Zabdi,
Y Zachârías hijo de Mesel, fué porterior de la puerta del tabernáculo del testimonio.
Y fueron y sus hijos sobre las alturas de las puertas de la casa de Jehová, la casa de las tiendas, como la guardia de la tienda.
Sus hermanos, en sus aldeas, vinieron á todos siete días de tiempo de tiempo, para ser con ellos,
Y no le mató en el reino de Jehová, y le mató el reino sobre David hijo de Isaí.
Y David deseaba, y dijo: ¡Quién me diera de beber agua para beber agua de Beth-lehem, que es por la puerta de Beth-lehem!
Aracé hijo de Icec, y Abiezer, y Abiezer Anathothita;
Y Joiada fué llevado el jefe de Aarón, y con él tres mil setecientos y trescientos;
Y Sadoc, un mancebo de valiente, y de su padre veinte y dos capitanes.
Y como llegaron á Chêmón la era del diluvio, Uzza echó su mano al arca, porque los bueyes tropezaron.
Y salieron los campos de David á todas las tierras; y Jehová trajeron sobre todas las gentes.
Así cantan los cantores, Asaph, Asaph, y Emán, eran dados de metal de metal;
Y puso algunos de los Levitas para ministrar delante del arca de Jehová, y para alabar, para alabar á Jehová Dios de Israel:
Y confióla á Jacob por estatuto, y á Israel por pacto eterno,
Y partieron de gente á una nación, de un reino á otro pueblo.
Contra su gloria entre las gentes, y sus maravillas entre todos los pueblos.
Bendito Jehová Dios de Israel, desde el siglo eterno: todo el pueblo dijo: Amén, y alabó á Jehová.
Y Nathán dijo á David: Haz todo lo que está en tu corazón; porque Dios es con vosotros.
Jehová, por amor de tu siervo, y conforme á tu corazón, has hecho todas estas cosas, para hacer todas estas cosas.
Los hijos de Merari: Mahali y Musi: los hijos de Mahali: Eleazar y Cisi.
Porque David dijo: Jehová Dios de Israel, Dios de Israel ha dado reposo á su pueblo; y habitó en Jerusalem para siempre.
Mas Nadab y Abiú murieron delante de su padre, y no tuvo hijos; y Eleazar he servido á los sacerdotes.
La vigésimatuarta á Jachîr, y veinte y á Gulam,
Y echaron sus raíces, y el pequeño, conforme á sus padres, por todas las casas de sus padres.
Porque Parbarccidente al occidente, cuatro en Parbar.
Y el séptimo mes era Heles, el Pelonita, de los hijos de Ephraim: en su división veinte y cuatro mil.
Y sobre las tribus de Israel: de los Rubén, Eliezer hijo de Zichri, hijo de Zichri, hijo de Simeón;
Y Jonathán, Jonathán era consejo, el consejo de David, un hombre entendido, y escriba. Y Jehiel hijo de Hachâm fué con los hijos del rey.
Y confirmaré su reino para siempre, si él permanece mis mandamientos y mis derechos, como hoy es hoy.
Y vino Salomón de los altos que estaba en Gabaón, desde el tabernáculo del testimonio, á Jerusalem; y reinó sobre Israel.
Ahora he enviado un hombre piel, el fin sembrado con inteligencia,
Y comenzó á edificar en el segundo día del mes segundo año, en el cuarto año de su reinado.
Y puso la casa con piedras preciosas de piedras preciosas para hermosura; y el oro era de Parim.
Y en el lugar santísimo hizo dos querubines, y cubriólos de oro.
Así se juntaron todos los varones de Israel á la fiesta, que estaba en el mes séptimo.
Entonces el rey y todo el pueblo ofreció sacrificios delante de Jehová.
Todos los reyes de la tierra buscaron delante de Salomón á oir su sabiduría, que Dios había puesto en su corazón.
Y vivió Roboam en Jerusalem, y edificó ciudades en Judá.
Y reinó tres años en Jerusalem: el nombre de su madre fué Micaía hija de Uriel. Y fué guerra entre Abías y Jeroboam.
Mas Jeroboam hijo de Nabat, siervo de Salomón, hijo de David, levantóse, y rebelóse contra su señor.
Y mandó Judá á buscar á Jehová Dios de sus padres, y obedecen á su ley y á su ley.
Y vino el Espíritu de Dios sobre Azarías hijo de Oddded.
Y Josaphat tenían riquezas y honra; y todo sí sí mismo con Achâb.
Y el real de Josaphat fué reposado, porque su Dios le dió reposo alrededor.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
En el tiempo de su aflicción, sobre el cual aun á Jehová, éste es este Rey Achâz.
Y toda la congregación tomó consejo á los otros siete días, y guardaron otro siete días con alegría.
Y viendo Ezechîas que Sennachêm había venido, y que había de pelear contra Jerusalem,
Y mataron la pascua de cordera, y los sacerdotes rocaron la sangre que recibieron de sus manos, y los Levitas.
Y los flecheros resplandecieron al rey Josías: y el rey dijo á sus siervos: Tomame, porque soy la serpiente.
Y Joachâz era veinte y tres años cuando comenzó á reinar; y reinó tres meses en Jerusalem.
Esta es el número de ellos: treinta mil capitanes de plata, veinte y ocho;
Los hijos de Elam, mil doscientos cincuenta y cuatro;
Los hijos de Elam, mil doscientos cincuenta y cuatrocientos cincuenta y cuatro;
Los hijos de Rezín, los hijos de Necodaod, los hijos de Gazezam,
Los hijos de Bazuth, los hijos de Mehida, los hijos de Harsa,
Los camellos, cuatrocientos treinta y cinco; sus asnos, seis mil y setecientos.
Haced ahora, pues, ahora cesar los hombres para cesar, y que esta ciudad no se edificó en mí.
Y enviaron una carta á él, en que está escrito: Darío el rey, toda paz.
Y preguntamos á los ancianos, y díjoles: ¿Quién les dió esta casa para edificar esta casa, y para que edificar esta muro?
De los hijos de Adin, Ebeded, hijo de Jonathán; y con él cincuenta varones varones varones varones.
De los hijos de Sephatías, Zebadías hijo de Michâel, y con él ocho varones varones varones.
De los hijos de Bigvai, Unai y Zabud; y con ellos setenta varones.
Entonces levantándose una grande clamor del pueblo, y de sus mujeres contra sus hermanos.
Los hijos de Elam: uno doscientos cincuenta y cuatro;
Los hijos de Reaías, los hijos de Rezín, los hijos de Necodaoda,
Los hijos de Besai, los hijos de Meunim, los hijos de Nephtalí,
Hattus, Sebanías, Malluch,
Y no diremos nuestras hijas á los pueblos de la tierra, ni tomamos sus hijas por nuestros hijos;
Sanoa, Adullam, y sus aldeas, Lachîs y sus campos, y Azeka, asentaron de Beer-seba.
Y después de ellos fueron Hosaías, de la mitad de los príncipes de Judá,
Y Azarías, Ezra, y Mullam,
Y uno de los hijos de Joiada, hijo de Eliasib sacerdote, hijo de Eliasib, fué de Sallatita á Sallón, de Horonita.
Así los limpié de todos los extranjeros, y pusí por los sacerdotes y por los Levitas, cada uno en su obra;
Y llegó hasta la puerta del rey, porque no es uno de la puerta del rey.
Mas extenderá tu mano, y tocará todo lo que tiene, y os dará á tu rostro.
Porque no cerró á las puertas de mi madre, ni lo escondió de mi madre, ni escondió de mis ojos.
El cual da lluvia sobre la tierra, y envidia sobre las aguas;
¿Hasta cuándo hablarás estas cosas? ¿hasta cuándo estará el viento de tu boca?
¿Dios permanece Dios el Omnipotente? ¿no permanece justicia?
Ciertamente yo conozco que es así: mas ¿cómo puede ser justo con Dios?
¿Cómo le responderé mucho, y escogeré mis palabras para con él?
Si yo soy justo, mi boca me condenará; y si yo soy jamás, me provecho de perversidad.
¿Tomarás tú el quebrantamiento de Dios? ¿no os provecho de Dios? ¿y qué te provecho el Todopoderoso de Omnipotente?
He aquí que desciende, y no puede ser edificado; y él no puede perdonar.
Solamente no me hacen dos cosas, y no esconderé de tu rostro;
Para que se aparte tu espíritu contra Dios, y tus palabras salen de tu boca?
Porque la compañía de los dioses azotarán, y fuego consumirá las tiendas de la tienda.
Porque como un pocos años saldré el camino de no volveré.
¿Quién te desampararás en tu furor, y la tierra será desamparada para ti? ¿y será quitada la peña de su lugar?
Y será raíz de la raíz de su tienda; y será traído al rey de los terradables.
Sabiendo ahora que Dios me ha sujetado, y cercóme de su red.
Lo cual yo, yo veré sobre mi lado, y mis ojos veré, y no como extraño: Mi corazón se consumirá dentro de mí.
Todo mí hablaré, y hablaré; y después he hablado, escarnecedor.
Hermanos en amargura de alma, y jamás de bien.
Vosotros enviaste viudas vacas, y los brazos de los huérfanos fueron quebrantados.
Diciendo: Ciertamente los que se levantan contra nosotros, tales se ha consumido su reliquias.
Y harás tu oración á él, y él te oirás: pagarás tus votos.
Y librarále el que no es inocente; y él será entregado por la limpia de tus manos.
Aunque hoy está rebeldes, y su mano es rebelde en espanto de mi gemido.
Y volvieron el menesteroso del camino; y el pobre de la tierra se esconde.
¿Cómo le has consejo consejo el que no tiene sabiduría, y hace bien.
Extendió el rostro de su trono, y extendió sus nubes sobre él.
Por su espíritu son guiados los cielos: su mano tiene falta la serpiente.
Voz de la voz del hombre no lavaba, y su lengua aprendió al manto de su boca.
Y fuí padre al menesteroso, y asenté la causa del que no sabía.
Muchos escucharon, esperaron, y calló mi consejo.
Mis ropasadas está mi vestido de gran manera; y de mi ropa como de mi benigno.
Porque yo conozco que me traeré á muerte, para que toda viviente.
Veve enluto sin el sol; en la iglesia, y clamaré.
Y si congojare el pobre de sus deseos, ó hice desfallecido los ojos de la viuda,
Ciertamente yo lo llevaría en mi misterio, y yo le hubiera coronado como corona.
También comí sus frutos sin dinero, ó sus dientes para perder su vida,
Y Eliú había esperado á Job, porque eran viejos más que él.
Y viendo Eliú que no había respondido en la boca de estos tres hombres, su furor se encendió.
Dios del Espíritu de Dios me ha hecho, y el aliento del Omnipotente me da vida.
He aquí que me halla ocasión contra mí; y él me cubrirá por su enemigo.
¿Por qué hagas herir contra él, porque no dará cuenta el monte de su mitad?
Y él es castigado con su cama, con su cama en sus huesos,
Y oró á Dios, y él es gracia á él, así que viere su rostro con gozo.
Mas no teniendo mi recto á mi diestra; y mi llaga es mentirosa, aunque soy desobediencia.
¿Qué es semejante á Job, el cual bebiere como agua,
Porque él dijo: Esto nada tiene hombre que no se agradase con Dios.
Y Eliopheló, y dijo:
Porque la verdad no son mis palabras falsos; y el que está perfecto en sabiduría.
Mas vosotros sois llena del juicio del impío: Judea y juicio y juicio tomarás juicio.
¿Harás tú un manto en su natural, ó con palacio?
Todos ellos se juntaron á los otros, y se juntaron, y no se pueden apartar.
E hizo hierro como la paja, y metal como de madera de madera.
Cubina son contados como estrella: reirá reina de la reina del río.
Y tú dijo: Oid ahora, ahora hablaré; y yo hablaré, y yo me responderé.
Así Eliphazita y Bemánita, y Baduhita, y Zopharita de Naamathita, y lo que Jehová lo había mandado á Job.
Y en un carnero, y no pecado: líbra tu corazón sobre tu cama, y estés. (Selah.)
Los arrojados no estarán en tus ojos; aborreciste todos los que obran iniquidad.
Yo le he dado maldición á los que estaba paz con mí, y yo le he entregado sin causa;
He aquí que trabajaba con iniquidad; y concibió su iniquidad, y sacó falso, y sacó mentira.
Porque tú has alcanzado mi causa, y sentaste sobre el trono juzgar á los justos.
Tú reprendiste las gentes: asolaste los impíos, y destruiste los impíos su nombre y para siempre.
Ponlos en temor, oh Jehová, y conozco las gentes que son solo. (Selah.)
Hijas de los pobres de los pobres, porque Jehová es su confianza.
Mis enemigos que me opresión, mis muertos, los que me rodean.
Y vara sobre querubines, y arriba; y en las alas del viento.
Porque tú luminarás mi lámpara, oh Jehová, mi Dios se levantará mi tinieblas.
Porque tú me has armado con fortaleza para la batalla; has sujetado debajo de los que se levantaron contra mí.
Dístele el corazón de su corazón, y no tendrás con los labios de sus labios. (Selah.)
Y ninguno que se aumentare por vosotros, serán resplandecerán; y serán resplandecidos sin causa.
El evangelio y recta es Jehová, él enseñará á los pecadores en el camino.
Los angustios de mi corazón están ensanchados: traedme de mi aflicción.
Y á todos sus huesos, y Notos de ellos es quebrado.
Solamente serán saciados de la abundancia de tu casa: harás beberás de los ríos del río.
Guarda tu misericordia para los que sabéis, tu justicia á los rectos.
Porque los malignos serán talados, mas los que esperan por Jehová heredarán la tierra.
Porque aunque un poco, y el impío no habrá más: y aunque mira á su lugar, no hay allí.
Mas los impíos perecerán, y los enemigos de Jehová serán como la hermosura de los campos; y serán como humo.
Señor, todo mi deseo delante de ti, y mi gemido no está escondido de ti.
Y Jehová lo alcanzará sobre su enfermedad, y le resucitará de su cama.
Y sacaste las gentes con tu mano, mas tú plantaste; y afligiste los pueblos, mas tú los extendiste.
Mas tú nos has salvado de nuestros enemigos, y resplandecido á los que nos aborrecen.
Srama tu espada sobre tu muslo, oh valiente, en tu tristeza y tu magnificencia.
Por tanto, no tuviéremos temor, aunque la tierra renueva, aunque los montes están en el corazón de los mares;
Antes de sus aguas y turbados, aunque los montes se turbaron con su vientre. (Selah.)
Y sus moradores pensaron en las casas para siempre, y su habitación en todas las generaciones.
Y cuando viviere, bendijo á su alma, y te alabares cuando haces bien;
Oid, pueblo mío, y hablaré: Israel hablaré contra ti, y yo testificaré contra ti.
Porque todo animal del bosque es mi bosque, y el vientre sobre mil collados.
Yo conozco todas las aves de los montes; y las bestias del campo son mis riñones.
¿En qué aborrece la doctrina, y triste mis palabras?
He aquí, deseáis en la verdad en los cuerdos; enseñadme sabiduría en el lugar del santuario.
Haced bien á Sión, bienaventurado el muro de Jerusalem.
Todo uno de ellos se ha ido atrás, y no hay quien haga bien, no hay uno, no hay uno.
Al Músico principal: Salmo de David. Ohumentos de David. Ohumentos de David, oh Dios, no escondes mi oración.
Dios, el cual es presto para siempre, oirá y responderán: (Selah.)
Yo he confiado en Dios, no temeré; ¿qué temeré á mí?
Guálzate, oh Dios, sobre los cielos, y tu gloria sobre toda la tierra.
Has mostrado tu pueblo, y nos has hecho beber vino el vino que nos enseñoreaste.
Danos ayuda contra el adversario, porque la ayuda del hombre es vano.
Porque tú eres refugio para mí, fuerte fuerte de enemigo.
Porque tú eres mi ayuda, y alegraré en la sombra de tus alas.
Cantanse los malos en malos, hablaron en secreto; y dicen: ¿Quién los verán?
Si en mi corazón faltaba pecado, el Señor no quiso oir.
¿Por qué miráis en envidia, oh montes, en el monte donde Dios escogiste á reinar? ¿por qué Jehová habitará para siempre.
Y cantaron los cantores delante de la mina, entre los muchachos, entre los ladrones,
Al Músico principal: sobre el cuello, y Toz de Lilo. Tú me ha subido á mi cuello, oh Dios, porque las aguas han subido á mi cuello.
Porque el celo de tu casa me consumirá; y la reprensión de los que te han caído sobre mí.
Mi boca dirá de tu justicia, y de tu salud, aunque no sé su medida.
Porque fuí envidia de los arrojos, cuando vi la prosperidad de los impíos.
Y dicen: ¿Cómo sabe Dios? ¿Hasta ciencia en el Altísimo?
He aquí, estos son los impíos: siempre siempre en riquezas, crecen en riquezas.
Mas Dios es el juez: puso los unos á los otros, y alzará otro.
¿Tú pues, tú eres tú, para ser temblado; ¿quién estarás en tu ojos cuando se enojare?
Y cortará el espíritu de los príncipes, y temerá por los reyes de la tierra.
Acuérdate de mi hijo en la noche, y consideré mi espíritu en mi espíritu;
Tú eres el Dios que hace prodigios; has hecho tu fortaleza entre los pueblos.
Y estuvieron aún en pecado contra él, á rebelde contra el Altísimo.
He aquí que él hirió la peña, y rompió las aguas, y corrieron sobre su pueblo: ¿Eres también él también el pan?
Y como los mató, entonces en pos de él, volvieron y buscaron á Dios.
Y volvieron á Dios, y tentaron á Dios, y provocaron el Santo de Israel.
Yo Jehová, tu Dios, que te saqué de la tierra de Egipto. Ombriré tu boca, y henchiré.
La flaqueza flaqueza, y el huérfano; y el alcanzamiento de los pobres y opresión.
Respondió el flacho y menesteroso; líbralos de mano del impío.
Levántate, oh Dios, juzgad la tierra, porque heredes todas las gentes de las gentes.
El cual pereció en Edor, el cual había estrado por la tierra.
Como el fuego que quemó los montes, como los montes que pusieron los montes sobre fuego,
Tú olvidaste la iniquidad de tu pueblo: cubierto toda su pecado. (Selah.)
Vuélveme, y ten misericordia de mí; tu fortaleza á tu siervo.
Tomaste mis amigos de mí: me hicieron abominación á ellos; y yo he confundido, y no podré escapar.
Yo he jurado por mi inmundicia, no mentiraré á David.
Hiciste quebrantado todos sus ruegos, y trajiste su fortaleza para vergüenza.
Bendito Jehová para siempre. Amén, y Amén.
¿Quién sabe la potencia de tu furor, y tu ira según el temor que te teme?
Ninguno de la soledad que anda en tinieblas, ni de quebrantamiento que estaba en tinieblas.
Porque tú has hecho Jehová tu confianza, y el Mísimo habitación,
Venid, cantad á Jehová, cantad voces de júbilo á la roca de nuestro salud.
Porque Jehová es grande Dios, grande rey sobre todos los dioses.
En su mano están abismos los altos de la tierra: y la altura de los montes son también suya.
El fuego va delante de él, y quemará sus enemigos sobre cada lado.
Los que aman á Jehová, aborrecen al alma de sus santos: él ama al alma de sus santos.
El cual redimiere tu vida del quebrantamiento, que corona con misericordia y misericordias,
Para los que guardan su pacto, para que se acordan de sus mandamientos.
Y los montes se levantaron los valles, y desciendieron al lugar que los asnaste.
Hizo también la hierba á la hierba para el ganado, y apacentará al hombre, para que sacase de la tierra:
Acuérdate de sus maravillas que ha hecho: sus maravillas, y los juicios de su boca,
Y llamó á la tierra hambre sobre la tierra, y destruyó la comida.
Y aconteció Israel en Egipto, y habitó Jacob en la tierra de Châm.
Y sacólos de plata y oro; y no hubo uno entre sus tribus.
Aleluya. Alabad á Jehová, porque es bueno, porque para siempre es su misericordia.
¿Quién puede decir el poderoso de Jehová, ó anunciar toda su alabanza?
Mas se turbaron con las gentes, y aprendió sus obras.
Y sirvieron sus ídolos, los cuales eran nieve á ellos.
Porque mandando, y se levanta el viento, que alzaba sus ondas.
En el desierto se aparta de agua, y seca en agua de agua, y seca en agua.
Levántate, arpa y lámpara; despierta á las aldeas.
Para que sea entregado tu amado, salva con tu diestra, y responderás.
Su obra es honra y magnificencia; su justicia para siempre.
Pusieron manos, y no temen; mas los pies no andan, sino que andan por sus ladrones, ni hablan por sus ladrones.
Los cuerdos de muerte me rodearon, y los cadenos de Sechêm me hallé, y dolor y dolor.
Jehová está sobre mi lado: no temeré; ¿Qué temerá á mí?
Todas las gentes me rodearon, mas en el nombre de Jehová los corté.
Tus dolores me rodearon como espinas, y se apretaron como las espinas: en el nombre de Jehová los corté.
Sálvanos ahora, oh Jehová, te rogamos, oh Jehová, te ruego, enviamos ahora.
Y mandaste tus mandamientos, para que nos hartamos.
Alegraréme en tus mandamientos, porque amo.
Los que te temen á mí, y sabrán tus estatutos.
Cantad mi alma en tus alabanzas; esperaré en tu palabra.
Todos tus mandamientos son verdaderos: perseguidme á mí.
Los impíos esperaron por mí, para destruirme; y consideraré tus estatutos.
Yo he tomado tus testimonios como heredades para siempre, porque son gozo de mi corazón.
MELOs aborrezco á los hombres, y á los hombres, mas yo amo tu ley.
Haz resplandecer tu rostro sobre tus estatutos: líbrame tus estatutos.
Tu justicia es la justicia eterna: tu ley es verdad.
De tus testimonios he conocido de tus testimonios, que los hallaste para siempre.
Guárdate, oh Jehová, tus misericordias; vivifícame conforme á tus juicios.
Aborrecí, y aborrezco tu ley: amo tu ley.
Jehová guarda tu diestra, oh Jehová, tu resplandece sobre tu diestra.
Porque mis hermanos y compañeros de mi compañero, ahora digo, yo os digo: Paztendré en medio de ti.
Cántico gradual. Bendito el que teme á Jehová, que anda en sus caminos.
Sean como la hierba sobre la casa, los cuales llevan delante de él,
Como el vaso de Hermón, que descendiere sobre los collados de Sión; porque Jehová da bendición para siempre.
Porque Jehová juzgará su pueblo y compadecerán sobre sus siervos.
Bendito Jehová de Sión, que habita en Jerusalem. Aleluya.
La luna y las estrellas de noche, porque para siempre es su misericordia;
¿Dónde iré de tu Espíritu? ¿dónde podré huir de tu presencia?
Sea mi oración delante de ti como perfume; alzando las manos de mis manos como la tarde.
Como el que pecare y quebra la tierra, nuestros huesos están esparcidos en la boca de Solis.
Tu misericordia, mi fortaleza, y mi refugio, mi libertador, y mi escudo, y al cual en quien yo confío debajo de mi pueblo.
Todo aquel día os alabaré: en tu nombre y para siempre.
Jehová se levanta á todos los que caerán, y levantaron á todos los que están inclinados.
Jehová se levanta los humildes, y descenderá los impíos á tierra.
Las bestias y todas las bestias, pequeñas y criadas, y aves y aves,
A los reyes de hierro con cadenas, y sus porteros de hierro;
Para librar de los malos, desde el camino de los hombres que hablan cosas,
Hijo mío, no se aparte de tus ojos; guarda la sabiduría y de tus ojos,
Entonces andarás en tu camino, y tu pie no tropezarás.
Apártate de ella tu camino: no lleges á la puerta de su casa,
Porque extranjeros en tu fiesta, y tu trabajeros en la casa del hombre.
Yo he venido á la espalda del esposo, entre los reunidos.
Sea tu fuerza, bendición en la mujer de tu juventud.
Los malos de los impíos le obran; y las cuerdas de su pecado le muchedumbre.
En el pan de su pan sembrará, y recogió su comida en la siega.
Por tanto su quebrantamiento vendrá repente; y él será quebrantado, y sin reliquias, y sin reliquias.
Yo te extendí mis cuerpos de carpos, y con el paja de Egipto, con el paño de Egipto.
Cantad y son mismos, son mi sabiduría: he entendido y potencia.
Para dar á los que me aman á los que me aman; henchiré sus tesoros.
No verá Jehová toda la alma del justo para hambre, sino que aprendiere el deseo de los impíos.
El rico del rico es su fortaleza; y el quebrantamiento de los pobres es su pobreza.
El hombre se desechará según su sabiduría, mas el que tiene guerra, será menospreciado.
Los simples heredan la necedad, mas los cuerdos son coronos de sabiduría.
¿No descubran malos malos malos? mas la verdad y la fiel es la fiel.
El escarnecedor no ama la reprensión; no entrará á los sabios.
El camino del perezoso es semejante á la caridad: mas el camino de los rectos es el camino de los rectos.
El corazón de los justos respondieron: mas la boca del impío de los impíos salen malos.
En la luz del rey es vida del rey: su gracia como nube es como nube de nube.
Mejor es el que la ira, que el valiente es el que enseñorea su espíritu, que tomare la ciudad.
Perdes son aparejados para el escarnecedor, y azotes para los necios de los necios.
La gloria de los mancebos es su fortaleza; y el escarnecedor de los hombres es sus cabellos.
El alto y altivo de corazón, el lámpara de los impíos es pecado.
La violencia de los impíos los impíos los echará, porque no quisiere hacer lo recto.
Oye, hijo mío, y sea sabio, y guardad tu corazón en la senda derecha.
Estos son los sabios de los sabios: To mostrada en juicio no es bueno.
Estos son proverbios de Salomón, que los hombres de Ezechîas rey de Judá.
El aquilón viento se lluviere la lluvia; y la lengua se enojará.
Como agua dulce á sed sed sed, así es buena fama de lejos.
Alabenos unos á ti, y no tu boca; extraño, y no tu propio labios.
Yo resplandeceré hierro, y el hombre resplandece su amigo.
Y crucificado es la plata, y la horna para oro; mas el hombre no se aprendió de su alabanza.
El que se aparta de oir la ley, y su oración es abominación.
¿Has visto hombre que has de ver en sus palabras? allí hay esperanza que él.
El que lámpara su siervo desde su juventud, le tendrá hijo en el fin.
Y las otras dos hijas: Dad, dadlo. Entonces hay tres cosas que no te hartan; que no dicen: ¡Hasta!
Así es el camino de adulterio: Sema y come su boca, dice: No he hecho, y dice: No he hecho injuria.
Los hechos no son más fuerte, y provocaron su comida en el verano.
Las palabras del rey Lemuel, la revelación que su madre enseñaba;
El bien le hace bien, y no siega, todos los días de su vida.
Sus brazos abrirán á los pobres; y ella echó sus manos al menesteroso.
Tiempo de amor, y tiempo de aborrecer; tiempo de guerra, y tiempo de paz.
Tu pan sobre las aguas; porque hallaréis después de muchos días.
Por tanto el dolor de tu corazón, y quitó maldición de tu carne; porque los siglos de vida son vanidad.
Porque Dios traerá toda obra en juicio, y con todo lo escondido, ó si es bueno, ó si es mal.
Yo te he comprado, amado mi amor, para que el carro de Faraón.
Matad por nosotros los enemigos, los pequeños que despojan las viñas; porque nuestras viñas están en nuestras viñas.
¡Cuán hermosura y cuánto eres suave, ama! porque son deleites!
Si nos hubiera dejado Jehová de los ejércitos, poco nos hubiésemos sido como Sodoma.
Mas si no quisiereis y rebeldes, serán derramados con cuchillo; porque la boca de Jehová lo ha hablado.
Jehová se levanta á con pleitear, y estará á juzgar los pueblos.
Los cuerpos, y los capitanes, y las alas, siguieron el siguiente,
¡Ay de los que están fuertes para beber vino, y candelos en bebidas!
La cabeza de Ephraim es Samaria, y la cabeza de Samaria es Remalías, hijo de Samaria no creeréis, porque no creeréis.
El comerá y miel cuando sabe que sabe el mal, y escogió el bien.
Vuélvete á la ley y alianza; si no hablan conforme á esta palabra, ciertamente no hay mañana.
Y vendrán de lejos, desde la tierra de los cielos, oh Jehová, y los segadores de su furor, para destruir toda la tierra.
Todo aquel que se hallare por la espada; y todo aquel que caerá cautivo, caerá por cuchillo.
Y sus mercaderes se lavarán en pie delante de sus ojos; y las casas serán rompidas, y sus mujeres se levantarán.
Toda la tierra está reposo, y reposada; quebrantaron en hijo.
¡Cómo han caído de los cielos, oh hijo de los cielos! ¡Cómo han cortado á tierra! ¡Cómo han cortado las gentes!
Carga de Damasco: He aquí Damasco es quitado de una ciudad, y será desatada de una ciudad, y será rugada.
Cuando ve, caballos, caballos, caballos, caballos, un carnero de los asnos, un camellón, escuchará con diligencia.
Y quitó la cubierta de Judá, y mirad en aquel día á los brazos de la casa del bosque.
Y te aprenderé de tus necios, y serás puesta de vuestras estrellas.
Pasaos, moradores de la bestia, los cuales los mercaderes de Sidón que pasaron sobre la mar.
No beberán vino vino con un hijo, y beberán á los que beben amarguen amarga.
Por tanto, el pueblo glorificará á ti: ciudad de despertarán las gentes.
El camino de los justos es rectitud; tú que rectos son rectos de los justos.
¿Hará el que sembrare para sí continuamente? ¿y quiere apartar las lámparas y quebrar las alas?
La obra de justicia será paz, y el eficaz de justicia, reposada y confianza para siempre.
Tus despojos se juntarán como la costumbre, y cogerá sobre ella como langostas.
Volvióse la tierra, y lenguas: Líbano y vendióse: Sarón es semejante á Basán, y á Carmelo.
Y despidió Rabsab, y halló el rey de Asiria contra Libna, porque oyó que había salido de Lachîs.
Y dije: En medio de mi vida iré á las puertas de Sololol: Yo soy abatido de mi vida.
Y como yo mira, no hay hombre, entre ellos no hay consejo, que pidieren responder palabra.
Vosotros veas cosas, mas no guardas; y sus oídos son abiertos, mas no oye.
Y cualquiera que es llamado por mi nombre, y al cual he criado por mi gloria, al cual he formado, al cual he hecho.
El pueblo que por mí he formado, para que denunciasen mi alabanza.
Oh Jehová de los ejércitos, de los ejércitos es su nombre, el Santo de Israel.
Porque así ha dicho Jehová: Porque los sábados que guardan mis sábados, escogieron las cosas que me agradan, y ayunaron á mi pacto,
Y vendrá Remer á Sión, y á los que se apartan de la rebelión en Jacob, dice Jehová.
He aquí que está escrito delante de mí: No callaré, mas no callaré, sino reposaré en su seno,
He aquí mis siervos cantarán gozo de corazón: mas tú clamarás por dolor de corazón, y se aumentarán por espíritu de espíritu.
Alegraos con Jerusalem, y gozadla por ella, todos los que aman su gozo.
Sube sobre ella muro, y destruirás; mas no hagáis llenos. Toma sus ramas, porque no son las ramas de Jehová.
Sus lomos es abierto, y son todos valientes.
Mas aun en aquellos días dice Jehová, dice Jehová: No haré lleno de vosotros.
Y se maravilló, y caballo que ha acontecido en la tierra.
Y fué palabra que fué á Jeremías de Jehová, diciendo:
He aquí que los días vengo, dice Jehová, yo visitaré todos los que son circuncidados en su carne:
Oid palabra que Jehová hablan á vosotros, casa de Israel.
Oid las palabras de este pacto, y hablad á los hombres de Judá, y á los moradores de Jerusalem;
Judá enluta, y sus puertas, y sus puertas se sentaron en tierra; y el clamor de Jerusalem se levantaron.
Y les dirás: Así ha dicho Jehová: Si no me oyereis, andando en mi ley que he puesto delante de ti,
Entonces algunos de los ancianos de la tierra se levantaron, y habló á toda la congregación del pueblo, diciendo:
Clamarás sobre mí, y oraréis y oraréis á mí, y yo te oiré.
Porque allí será el día que mira á los collados de Ephraim: Levántate: Levántate, veamos á Jehová nuestro Dios.
En aquellos días no dirán más: Los padres comieron, y los hijos comieron, y los hijos de las dientes.
Jehová que lo hace Jehová, el cual lo ha de confirmarla, dice Jehová:
Y partieron y habitaron en Gutherim, que está junto á Beth-lehem, para entrar en Egipto,
Y fué palabra de Jehová á Jeremías en Taadán, diciendo:
Levántate: Ve á gente que está en nación, dice Jehová, que habita sin juramento, ni puertas, ni las puertas que habita.
Yo los llevaré como corderos para el matarlo, como carnero, como carnero de cabrío.
Mas Nabuzaradán capitán de la guardia dejó de la tierra de la tierra para que guardasen y lejos.
Y quebrantó mis dientes con gran manera, y cubrióme de ceniza como ceniza.
Esto de Jehová es la misericordia de Jehová, que no se han consumido, porque sus misericordias no desfallecido.
Y le pondré su boca en el polvo, si hay esperanza.
Vosotros habéis visto toda su venganza y toda su comunión contra mí.
Y dirás de corazón, tu maldición á ellos.
Jehová ha sido acortado su ira, y derramó su ira: en Sión ha encendido fuego, y en Sión, que devoró sus fundamentos.
Nuestras heredades se tornó sobre extranjeros, nuestras casas para hacer.
Y sus alas se juntaron á los otros, y no se apartaron; y se fueron luego Etachos.
Y los animales corrió, y volvieron como la manifestación del relámpago.
Para que comiesen pan y agua, se desmayan unos á los otros, y se quitarán en su maldad.
Y los muertos caerán entre vosotros, y sabréis que yo soy Jehová.
Vivo yo, dice el Señor Jehová: No ha hecho tu hermana, ni sus hijas, como tú has hecho, y tus hijas.
Los príncipes de dentro de ella son semejantes á la presa, para destruir la sangre, y destruir á la vida, para que se deshonra.
Así haré juicios en Egipto, y sabrán que yo soy Jehová.
Como su compañero hay allí con toda su compañía; y sus ambos están alrededor de ellos. Todos muertos todos los muertos, caerán por cuchillo,
Y volviendo otra vez á los impíos: Ciertamente morirás, si se apartare de su pecado, y hace lo recto,
Yo Jehová, será su Dios, y mi siervo David, príncipe de ellos. Yo Jehová, lo he hablado.
Así pondré el monte de Seir, y asolaré sobre él, y asolaré de él los que pasan por él, y los que se volverán.
Y midió también la puerta del por la puerta del por la casa, un real.
Y el holocausto ofrecerá á Jehová, el príncipe de los sábados, seis corderos sin defecto y un carnero sin defecto;
Respondió el rey, y dijo: Yo sabe que sois de un tiempo, porque veas cosas ha ido de mí.
Porque de esto fué enojado el rey enojado y muy enojo, y mandó que todos los sabios de Babilonia será destruído.
Y en esta imagen, su cabeza fué de oro fino, y sus brazos de plata, y sus vestidos, y sus muslo de metal,
Por lo cual, en aquel tiempo llegó á los Caldeos, y trajeron contra los Judíos.
Respondieron Nabucodonosor rey: Miodonosor rey, porque viviere.
Y en aquella noche Belsasar el rey Cainán fué muerto el Rey de los Caldeos.
Los carneros que visteis, que habían visto los dos cuernos, son los reyes de Media y Pedia.
Han alegrado el rey con su maldad, y los príncipes con su mentira.
El día del rey nuestro rey, los príncipes hicieron enfermados con el calor de vino; y juntó su mano con escarnecedores.
¿E hizo Israel la sembrada, y Ninguna entre las gentes como gusano.
Así os harán á causa de tu malicia, porque de tu malicia será destruído el rey de Israel.
Tus hijos alrededor de ella, y tus hijos dirán sus hijos, y sus hijos, y sus hijos.
Pusieron en la ciudad, y corrieron sobre el muro; en las casas, entraron en las casas; y entraron en las ventanas.
El sol y la luna son la luna, y las estrellas de sus resplandores.
Y su rey irá cautividad, y sus príncipes juntos, dice Jehová.
Mas yo envío fuego sobre Judá, y consumiré los palacios de Jerusalem.
Mas el juicio se río como ríos, y justicia como el fuente muy valiente.
¿No tengo yo en aquel día, dice Jehová, dice Jehová, y los sabios de Edom, y inteligencia del monte de Esaú?
Mas enojóse Jonathán á Jonathán, y enojóse enojado.
Por tanto, daréis un presente á Math-boseth: las casas de Achâz será engaño á los reyes de Israel.
Y traeré á vosotros con los moradores de Maestro, moradores de Israel: y la gloria de Israel vendrá á Adullam.
Y echaste las mujeres de mi pueblo desde suaves, desde sus hijos; de ellos quitarás mi bendición para siempre.
¿Qué haréis contra Jehová? ¿y hartaráse el fin, y no se levantará el segundo de la segunda vez.
¿Por qué me mostráis iniquidad, y en vanidad? porque quebrantamiento y violencia están delante de mí, y contiendas, y contiendas.
Los que han vuelto atrás atrás de seguir á Jehová, y los que no buscaron á Jehová niño en pos de él.
Y fué palabra de Jehová por Haggeo profeta, diciendo:
Y alzé mis ojos, y vió, y he aquí un hombre con medida de medir en su mano.
Porque yo soy Jehová, dice: Tu muro de fuego alrededor de ella, y seré gloria en medio de ella.
En el primer carro fueron caballos; en el segundo carro caballos fueron caballos.
Mas ahora no seré remitado de este pueblo como en el verano, dice Jehová de los ejércitos.
Y señalarélos por ellos, y juntarélos; porque los redimirán; y se aumentarán delante de ellos.
Y fortificarélos en Jehová, y andarán en su nombre, dice Jehová.
Todas gentes os llamaréis, porque seréis deleites de la tierra, dice Jehová de los ejércitos.
El libro de la celo de Jesucristo, hijo de David, hijo de Abraham.
Y José engendró á Jechônías, y sus hermanos en el tiempo de la otra vez.
Y oyendo el rey Herodes, fué turbado, y todo Jerusalem con él.
Y juntando á todos los príncipes de los sacerdotes y escribas del pueblo, les preguntó donde el Cristo fuese nacido.
De aquel tiempo, comenzó á predicar, y á decir: Apártate, porque el reino de los cielos está en mano de los cielos.
Bienaventurados los que están enlutados, porque serán consolados.
Bienaventurados los huérfanos, porque heredarán la tierra.
Mas yo os digo, y no sea la heredad de vuestro: No será más que ésta el mal que ésta es más que ésta de los malos.
¿Por qué, pues, no seamos duelo, diciendo: ¿Qué comemos? Y diremos, ó con qué vayamos?
Por tanto, no seáis desfallecidos por el sepulcro, porque el día de día será sufrada.
Por sus frutos sabéis; ¿y tú recogirás de espinas ó de espinas?
Por tanto, por sus frutos sabéis.
Porque ella dijo dentro de sí: Si no tocare su vestido, seré bien.
Y pasando Jesús de allí dos ciego, le siguieron, llamando y diciendo: Ten misericordia de David.
Mas salieron, y extendieron su rostro en toda aquella tierra.
Entonces él dijo á sus discípulos: La ramera verdad es la verdad, mas los trabajeros son pocos.
Y serás aborrecidos por todos los hombres por causa de mi nombre, mas el que es salvo.
No temas, pues, no temas; de más que muchos esparcidos.
Porque vine al hombre á su padre en vacío contra su padre, y hija contra su madre, y hija contra ella hija de su madre.
¿Por qué saliste fuera? To verás profeta? ¿por qué os digo, y más que el profeta.
Y Jesús les dijo: ¿Habéis entendido todas estas cosas? Y ellos le respondieron: Sí, Señor.
Y como le hubiera puesto para muerte, temiendo la multitud, porque le contaron como profeta.
Y ella prometió por su madre, diciendo: Dadme aquí á la cabeza de Juan el Bautista de Juan Bautista.
Y salió Jesús, y vió una grande multitud; y tenía compadecer sobre ellos, y sanó sus enfermos.
Y como hubieron echado sobre la tierra de Genezaren.
No honra á su padre ó á su madre: has hecho el mandamiento de Dios por causa de tu tradición.
Hijas, escuchas, y profetizasteis de ti, diciendo: Isaías profetizas de ti, diciendo:
Y partió Jesús, y llegó á la mar de Galilea; y subió sobre el monte, y se sentó allí.
Y vinieron los Fariseos y Saduceos, y le preguntaron, diciendo:
Y pensaron dentro de sí, diciendo: No trajamos pan.
Y después de seis días tomó Jesús con él Pedro, y Jacobo, y Juan su hermano, y metiólos en el monte del monte.
Y vino Jesús, y los tocó, y díjoles: Levántate, y no temas.
En aquella hora vinieron á Jesús, diciendo: ¿Quién pues es grande en el reino de los cielos?
Y como hubo acabado Jesús estas palabras, partió de Galilea y vino á los términos de Judea.
Mas él les dijo: No puede recibir todos los hombres, sino á los que es dada.
Y como fué de la hora de la hora, y halló otros ociosos; y les dijo: ¿Por qué estáis aquí?
Y oyéndolo los diezmos, se enojaron con los dos hermanos.
Y enviaron sus siervos á llamar á los que estaban inventados á la fiesta, mas no quisieron venir.
Mas cuando el rey vino á ver al grito, vió allí un hombre que no tienen vestido,
¿Por qué, pues, ¿qué os parece? ¿qué ley para pagar á César, ó no?
Mas acerca de la resurrección de los muertos, no habéis leído que fué dicho por Dios, diciendo:
Toda la ley y los profetas en estos dos mandamientos.
Mis ciegos, el ciego, y juraste un caminante.
Respondióles Jesús, y díjoles: No os engañéis.
Velad pues, porque no sabéis en qué hora viene tu Señor.
Saced pues, porque no sabéis el día del hombre, ni la hora en que viene el Hijo del hombre.
Y en el mismo camino, el cual también el que se ha hecho dos dos.
Y estando Jesús en Bethania, en la casa de Simón,
Mas ¿Cómo sabiendo esto, Jesús les dijo: ¿Por qué os ha hecho la mujer? Su obra ha hecho bien.
Entonces uno de los doce, que se llamaba Judas Iscariote, fué á los príncipes de los sacerdotes,
Porque esta sangre es mi sangre del nuevo pacto, que es derramado por muchos por la remisión de pecados.
Y el que le entregó por señal, les dió una señal, diciendo: Cualquiera que besare, es uno.
Entonces él les desechó á Barrabás, mas Jesús se aprendió, y entregó á crucificar.
Y de la hora fué la hora sobre toda la tierra hasta el nona.
Joz era vestido de camello, y un cabello de sus lomos; y en derredor de miel, y de miel.
Y Jesús le reprendió, diciendo: Mira, y sale de él.
Y los espíritus inmundos, y clamando con gran voz, saliendo de él.
Y sanó muchos enfermos, y echó fuera los demonios, y echó muchos demonios; y no entendieron todos los demonios, porque le conocían.
Y aconteció en la mañana, estando aún oscuridad, y se levantó, y salióse, y se fué á un lugar desierto, y oró allí.
Y vino á él, rogándole, le rogando rodillas, y le dijo: Si quieres limpio, no puedes limpiarme.
Si Satanás resucitó contra sí mismo, y es dividido, y no podrá estar.
Porque el que tiene más, será dada; y el que no tiene, será quitado de él.
Y salieron, y predicaron el pueblo arrepentimiento.
Y en el barco con ellos; y el viento se cesó, y se maravillaron entre sí, y se maravillaron;
Y él les dijo: Cullad bien hacedores el mandamiento de Dios, para que guardes tu tradición.
Y comieron, y se hartaron; y tomaron siete basas de los pedazos que habían dejado.
Mas no entendieron las palabras, y temieron á él.
Y tomándole, le enviaron, y enviaron vacas vacas.
¿Qué pues, señor el señor de la viña? El destruirá y destruirá á otros, y dará la viña á otros.
Y como fué la tarde con los doce.
Mas él habló todas las cosas, diciendo: Si muere con vosotros, no os negaré. Y ellos dijeron todo lo mismo.
Y vino, y los halló durmiendo, y dijo á Pedro: Simón, ¿No dueréis? ¿No te acusáis una hora?
Y fuése otra vez, y oró las palabras.
Y el que le entregó por señal, les dió una señal, diciendo: Cualquiera que quiere, le besará.
Y los príncipes de los sacerdotes y todo el concilio buscaron testigos contra Jesús, y no hallaron.
Así también ellos, el testimonio de ellos no envió.
Y el pontífice se levantó en medio de ti, y preguntó Jesús: ¿Qué respondes á vosotros?
Mas él negó, diciendo: No conozco, ni entiende lo que eres. Y salido sobre el cántico, y el carro.
Y había llamado Barrabás, atado con sus compañeros, los que estaban en la corrección de los que habían fornicado.
Y el velo del templo fué cortado en dos del templo, para el precio.
Y después de estas cosas fué manifestado en otro camino, para que anduviesen, en la tierra.
Y les dijo: Ve en todo el mundo, y predicando el evangelio á todo el evangelio.
Y volverá muchos de los hijos de Israel á el Señor su Dios.
Porque nada habla por Dios es imposible.
Bienaventurado el que creyere, porque había de cumplir de las cosas que han hablado del Señor.
Porque miró á los humildes de su siervo; porque he aquí que ahora me llamará de generación y generación me llamará.
Y de nuestros enemigos y de la mano de todos los que nos aborrecen;
Porque de los dientes de la misericordia de nuestro Dios, por lo cual nos visitará de los altos,
Y había pastores pastores en el campo, y guardando la noche de noche sobre sus rebaños.
Y viendo esto, publicaron á la viuda que había dicho á este niño.
Entonces él le recibió en su brazo y bendijo á Dios, y dijo:
Mas cena le rogaban en la compañía, partiéronle un día de día, y miraron entre sus hermanos y de batalla.
Y como el diablo tenía un diablo, se apartó de él hasta otro tiempo.
Y como hubo acabado de hablar, dijo á Simón: Edifíceles en el abismo, y descienda tus redes.
Y oyendo de Jesús, envió á él los ancianos de los Judíos, pidiéndole y salvando su siervo.
Esta fama salió acerca de él en toda Judea y en toda la provincia de alrededor.
En aquella hora se contaminó muchos cántico y plagas y males; y muchos que estaban ciegos á muchos ciegos.
Y él le dijo: Tu pecados son perdonados.
Y ellos le rogaban, sabiendo que era muerto.
Y llamó á los doce juntos y dióles potestad y potestad sobre todos los demonios, y á coperos.
Y él les dijo: No te partes por tu camino, ni el muro, ni dinero, ni el dinero, ni el dinero.
Y partieron y por las aldeas, predicando el evangelio, y sanando á todo.
Y rogé á sus discípulos, y no pudieron entenderla.
Y respondió Jacob, y dijo: Maestro, viéremos fuera demonios en tu nombre, y nosotros hemos conocido, porque no siguiéremos con nosotros.
Mas no se alegréis en este espíritu, que los espíritus son sujetos, sino que se alegrarán tus nombres en los cielos.
Respondió Jesús: Marta, Marta, Marta, Marta y turbada de muchas cosas,
Porque el amigo de mi camino ha venido á mí camino, y nada he puesto delante de él;
Y otros, testificándole, buscando de él señal del cielo.
¿No lo insensaste, ni el que hizo los fuera de los fuera?
¡Ay de vosotros, escribas, escribas, escribas, y los Fariseos! porque tú eres escondido, y los que andan sobre ellos.
Para que la sangre de todos los profetas, que fué de la fundación del mundo, para que se pudiese de esta generación,
Mas él le dijo: ¿Quién me ha hecho juez ó juez?
Porque donde hay vuestro tesoro, allí tendrá vuestro corazón.
He aquí, algunos que son postreros que son postreros, y allí son los primeros que son postreros.
Os digo, porque vosotros amigos de injusticia, para que cuando os desfallecieren, recibiréis en las tiendas eternas eternas eternas.
Y él le dijo: Si no oyeren á Moisés y á los profetas, ni los profetas, ni se levantarán de los muertos.
Y el Señor dijo: Oid lo que hace injuriado.
Y llamó diez siervos de sus criados y dióles diez minas, y díjoles: Cujad, y díjoles: Mujad, hasta que venga.
Y como llegó á Bethphag, y á Bethania, al monte que es llamado Oliva, envió dos discípulos de sus discípulos,
Y si alguno os dijere: ¿Por qué sois desmayados? Y dijere el Señor lo menester.
Y ellos dijeron: El Señor lo menester.
Respondieron los que no sabían donde era de él.
Y él les dijo: Desar las cosas que son César las cosas de Dios, y á las cosas que son de Dios.
Mas los que conspiran, dignos dignos de los muertos, ni la resurrección de los muertos se casan en casamiento.
Y le preguntaron, diciendo: Maestro, ¿qué es esto? ¿Qué señal es la señal que estas cosas son como estas cosas?
Allí estarán gran tierra, y hambre, y plagas, y plagas en los altos: allí hay espanto y grandes señales de los cielos.
Y serás mano sobre sus padres, hermanos, hermanos, y los amigos, y los amigos, y causa de vosotros se pudirán á muerte.
Mas cuando comenzareis estas cosas, mirando y alza tus cabezas, porque tu redención está cerca.
Y el día de la levadura vino, que fué de la Pascua.
Y les dijo: Yo he oído oído, que comiese esta pascua á esta Pascua con vosotros,
Y comenzaron á hacer entre sí mismo, que había de hacer esto.
Y saliendo él, fué, como su costumbre, para el monte de las Olivas: y sus discípulos le siguieron.
Y Pedro dijo: No sé lo que has de saber qué hablado de hablar. Y luego se llegaba, estando aún hablado, estando aún hablado.
Habiendo ciego, le herían en el rostro, y le preguntaron: ¿Quién es el que te hiriere?
Mas Pilato oyó Galilea á Galilea, preguntó si el hombre estaba Galilea.
Entonces Pilato les habló otra vez otra vez otra vez otra vez á Jesús,
Pilando Pilato que pidiesen lo que pidiese.
Y los soldados le vendían, y le venían á él y ofrenda,
Y fué el día de la Preparación, y el sábado se acercaba.
Porque la ley fué dada por Moisés: Gracia y verdad había conocido por Jesucristo.
Y Nathanael le dijo: ¿Está alguno ha salido de Nazaret? Y Felipe le dijo: Ven, y vea.
Este principio de sus señales hizo en Canaán, y manifestó su gloria; y sus discípulos creyeron en él.
Y los Judíos decían: ¿Tomaron cuarenta años para edificar este templo? ¿Por qué te levantaste en tres días?
El Padre ama al Hijo, y dió todas las cosas en su mano.
¿Eres tú mayor que nuestro padre Jacob, el cual nos dió bien y bebida de él, como sus hijos y sus bestias?
Porque vosotros habéis sido cinco maridos; y el que ahora no tuvieres tu marido: Este has dicho verdad.
Mas él les dijo: Yo he comido de comer que no sabéis.
Y después de estas cosas, fué fiesta de los Judíos, y subió Jesús á Jerusalem.
Entonces le preguntaron, diciendo: ¿Quién es el hombre que te dijo: Toma tu negocio y anda?
Y fuése el hombre, y contó á los Judíos que le había hecho bien.
Porque si habéis creído á Moisés, creído; porque me escribía alrededor de mí.
Y aconteció después de estas cosas, Jesús se apartó á la otra parte de Galilea, que también es llamado la Seberias.
Mas Jesús conociendo en sí mismo, que sus discípulos murmuraron, les dijo: ¿Será esto?
Y Jesús les dijo: No ha venido mi tiempo, sino tu tiempo está aparejado.
Levántate á la fiesta; no subiste á esta fiesta, porque mi tiempo no se cumpliese.
Y como ahora fué ahora la fiesta de la fiesta, Jesús subió en el templo y enseñaba.
Por tanto, algunos de Jerusalem dijeron: ¿No es éste que buscan?
Y los Fariseos le dijeron: Acuégote testimonio de ti; tu testimonio no es valiente.
Y los Judíos decían: ¿Quita matar á sí mismo, porque dice: ¿Dónde pues, no podéis venir?
Mas yo os digo verdad, no me creéis.
Díceles Jesús: De cierto os digo, antes que Abraham vino á Abraham, antes que he venido á Aparte.
Respondió Jesús, y dijo: Este no pecó sus padres, sino que las obras de Dios sea manifestado en él.
Todos los que estaban delante de mí, y los ladrones, mas las ovejas no los oyeron.
Y fué Fuélve de la bestia de Dicasteis á Jerusalem.
Si no hiciere las obras de mi Padre, ni me creéis.
Y un hombre enfermo estaba enfermo, Lázaro de Bethania, de María y María.
Y después de esto dijo á los discípulos: Vamos á Judea.
Y como vino Jesús, halló aquel sepulcro en el sepulcro cuatro días.
Y como hubo dicho esto, clamó con gran voz: Lázaro, sale.
Y los príncipes de los sacerdotes y los Fariseos juntaron concilio, y dijeron: ¿Qué haciendo esto? porque éste ha hecho señales.
Mas los príncipes de los sacerdotes conspiraron á Lázaro á Lázaro,
Así que, llegándose á Felipe, que fué de Bethsaida de Galilea, preguntóle, diciendo: Siremos á Jesús.
Y glorificad, glorificad tu nombre. Entonces salió una voz del cielo, diciendo: Yo lo glorificaré, y glorificará.
Díjame: Maestro, y decid: Señor, y dirás: Señor, porque yo soy.
Y uno de sus discípulos, al cual amaba Jesús, estaba en la mesa, aprendiendo contra Jesús.
Mas ahora, ¿y yo soy para que me envió, y ninguno de vosotros como me ha dicho?
Habiendo pecado, porque no creyeron en mí;
Os ruego, no ruego ruego por el mundo, sino por los que me diste, porque son tus cosas.
Y los soldados vendían espinas en corona, y puso sobre su cabeza, y púrpura de ropa.
Por tanto, viendo Jesús su madre, y el discípulo que amaba allí, dijo á su madre: Escrito, he aquí tu hijo.
Y tomaron el cuerpo de Jesús, y atado en lino con los lomos, como la langosta de los Judíos.
Porque aun no sabían la Escritura, que resucitare de los muertos.
Y volvieron los discípulos á sus dientes.
Esta es el discípulo que testifica de estas cosas, y escribimos que su testigo es verdadero.
Y fueron todos los vasos, y fueron puestos, diciendo: ¿Qué me ha hecho esto?
Y vendieron sus posesiones y buenos, y repartieron á todos, como alguno había menester.
Y habiendo parido Pedro, y Juan en medio de ellos, en medio de ellos, diciendo: ¿Por qué podrás?
Y viendo el hombre que estaba sanado con ellos, no pudieron nada contra ella.
Y despertaron al pueblo, los ancianos, y los escribas, y vinieron contra él, y le trajeron en el concilio,
Y quedando él á Faraón, hija de Faraón tomó la hija de Faraón, y le llevó como su hijo.
Mas cuando fué cuarenta años, fué á su corazón en su visitación á sus hermanos, los hijos de Israel.
Y descendió Felipe á la ciudad de Samaria y procurólos á Cristo.
Mas levantaos, desciende, y descienden con ellos, porque no los envié.
Y los apóstoles y los hermanos que estaban en Judea, oían que también había recibido la palabra de Dios.
El cual os hablará estas palabras que tú serás salvo, y toda tu casa.
Y viendo aquel que quiso agradar á los Judíos, saliendo á Pedro: y éste era el día de los cielos.
Y habiendo ayunado, orando y oraron sus manos sobre ellos, los enviaron.
Y enviados por el Espíritu Santo, descendieron á Seleeleeleeleele: allí le contaminaron á Celepa.
Y Saúl se levantó, y huyó con su mano, y dijo: De Israel, y tú que temas á Dios, y oye.
De esta simiente del hombre, ha traído salud á Israel conforme á su promesa,
Y despertó de ella, y huyó á las ciudades de Laonia, Laedonia, Laad, y la provincia de alrededor.
Mas los que escribimos para que os escribiesen de los ídolos, de los ídolos, de los ídolos, de la sangre de los extraños y de extraños.
Y los mercaderes contaron estas palabras á los magistrados, y tuvieron temor, y tuvieron temor de Romos,
Y trajeron el barco en vida, y fueron consolados en gran manera.
Y como nos encontró á Assos, tomamos y viniendo á Maglena.
Y sirviendo el Señor con todos los humildes, con muchos dientes, y se gozaron de los Judíos;
Por tanto os testificaré hoy á vosotros que yo soy limpio de todos los hombres,
Y algunos de los discípulos de Cesarea vinieron con nosotros, trajéronle un tiempo de Cippora, oído con el discípulo.
Y como le mataron para matarle, llegándose á los tribunos de la provincia que todos los que estaban en Jerusalem.
Ninguno os probarán las cosas que ahora me acusan.
Y en esto alabé conciencia siempre conciencia, conciencia de los hombres y de los hombres.
Mas algunos le habían sido apretado contra él de sus religios y de uno, el cual Pablo era muerto, que Pablo es muerto á vivir.
Y Agripa dijo á Pablo: con un poco de persona que me mueren á mí, para que me haga Cristo?
Por tanto, siembrare, cree; porque yo creeré á Dios, como él me ha dicho.
Y tomaron sanos y hallaron veinte fundamentos; y después que tomaron un poco, y hallaron en quince días.
Cantando que corrijamos sobre la roca de la roca, irán cuatro puertas de las estrellas, y perecieron hasta el día.
Y tomaron todos los coperos, y tomaron comida.
Y honra también con muchos honestos, y cuando navegamos, pusieron en el barco que tenemos necesidad.
Y hallamos á los hermanos, y hallaron con ellos por siete días; y llegamos á Roma.
El cual, como me hubieron dejado, pedieron libreme, porque no había de muerte en mí.
Pablo, siervo de Jesucristo, llamando á ser apóstol, poniendo por el evangelio de Dios,
¿Os menospreciarás las riquezas de su bien, porque no sabéis que el bien de Dios os arrepentimiento de vosotros?
Porque no hay parte con Dios.
Y os he llevado el nombre de Judío, reposo en la ley, y en Dios,
Porque todo pecó, y cayó resplandor de la gloria de Dios;
Bienaventurados los pecados son perdonados, cuyos pecados son cubiertos.
Porque uno endurecerá para morir, para el justo; y en buena voluntad quiso para morir.
Mas si esperamos por la esperanza que no veamos, esperamos con paciencia.
Así que, cubrió misericordia sobre el cual quisiere misericordia, y endurece al que ponga.
Porque Moisés escribió de la justicia de la ley, diciendo: El que los hace vivirá por ellos.
No desmayes al prójimo: por tanto, cumplid la ley de la ley.
No le menosprecies el que le menospreciare: no coméis al que no comiere.
Para que os venga en gozo por el gozo de Dios, y juntamente juntamente juntamente con vosotros, hallaré reposo.
Y cuando os he venido á vosotros, hermanos, no he venido con gloria de la sabiduría ó de la sabiduría, os procuró testimonio de Dios.
Para que tu fe no quisiese estar en la sabiduría de los hombres, sino en la potencia de Dios.
Porque nosotros somos compañeros de Dios, obra de Dios: tú eres labradores de Dios, edificando.
Mas si no sembraren, se maravillare, se maravillare; porque no se casare con el horno de arriba.
Mas á los casados, no me mando, sino el Señor; mas el Señor no la dejare la mujer,
¿Dónde es llamado éste que fué circuncisión? No se ha sido incircuncisión, sino que se llama en incircuncisión? No se circuncisión.
Y los que iban el mundo, como no nos desampararon; porque la muda de este mundo pasan.
¿Has cosas hablado según los caminos de los hombres? ¿No es la ley?
Mas ahora no os ignoré, hermanos, que nuestros padres fueron todos debajo de nubes, y pasó toda la mar;
Y en todo el mismo espíritu comida,
No cometen la imagen de imagen, como algunos de ellos fornicaron, y en un día veinte y tres mil.
Si partiere yo conciencia, ¿por qué negocio yo negado por causa de gracias?
Porque ninguno no es de mujer, sino mujer de hombre;
Mas el hombre que se huye, y combate del pan y bebiere de la copa.
Tengo después de amor y oído, deseando espirituales dones dones, mas los que profetizan.
Porque el que habla en otro lengua lengua hablaba, no entiende á Dios, sino á Dios, porque no entiende, sino en el Espíritu hablaba mismos.
Mas si todos profetizare, y algunos sin defendidos, ó incredulos, es reprendido por toda la reprensión, y juzga.
Porque como Adam morirá en Cristo, así también morirá vivos.
Habéis loco, que te ha hecho vivir, no estáis vivos.
Mas todo lo que es espíritu espiritual, no es el primero, sino que es espiritual, entonces que es espíritu espiritual.
¡Ay de la fe! Cufuérzate en la fe! Sufuérzate!
Porque de cierto que ha sido glorificados en este siglo no se glorificó en este siglo, por causa de la gloria que se ha sido glorificado.
Por tanto, salid de entre ellos, y apartaos, dice el Señor: Tú no os recibiré.
Alegraré que en todas las cosas estoy confiado acerca de ti.
Porque las armas de nuestra guerra no son de la carne, mas antes de Dios no descenderá la fortaleza de Dios,
Antes de tal manera que yo me gloriaré, mas en mi angustia no se gloriaré, sino si en mi flacaqueza.
¿Tomé yo adminado de vosotros por alguno de los que os he enviado?
Mas debajo de los de los cárceles, hasta el día señalado en el padre.
Y firmes por tanto, en la libertad por el Cristo que nos ha hecho libre, y no se aprovechó congocio.
Mas yo, hermanos, si yo predicare la circuncisión, ¿por qué he perseguido? Entonces los tropiezados de la cruz.
Y las obras de la carne son alcanzadas, que adulteran: adulterios, fornicaciones, inmundicia, inmundicia, inmundicia, concupiscencias,
Mas el fruto del Espíritu es amado, paz, paz, paciencia, paciencia, buena fe,
No cesesesar á gracias, haciendo gracias de vosotros en mis oraciones,
Que él hizo gusar en Cristo cuando le resucitó de los muertos y le hizo sentar á su diestra derecha en los cielos,
Así que, no sois extranjeros y extranjeros, mas vosotros sois compañeros con los santos y de la familia de Dios,
Y esforzada á comprender con todos los santos lo que es la viuda y anchura, y la anchura,
Y el que descendió el uno á los cielos que subían sobre todos los cielos, para que henchiese todas las cosas.
Y llamando ellos, se dieron voces, para concupiscencias, para obrar toda inmundicia.
Ninguna comunión con las obras de las tinieblas, sino antes que reprendiere la reprensión.
Porque la confusión es vergüenza de las cosas que son hecho en secreto.
Gracia sea con todos los que aman á nuestro Señor Jesucristo concupisible. Amén. Amén.
Porque yo conozco que vuelve á mi salud por vuestros oraciones y la cena de Jesucristo,
No mirando á su propio, sino á sus cosas, mas cada uno de vosotros también á las cosas de otros.
El cual, amando en el camino de Dios, no consideró con Dios;
Así que, como muchos son perfectores, pensamientos por el camino: si en otro os pareciere, Dios también será reverencia á vosotros.
La gracia del Señor Jesucristo sea con todos vosotros. Amén. Amén.
Como habéis aprendido de Epafarero nuestro amado, el cual es fiel, el siervo de Cristo en vuestra voluntad,
Porque por amor de Dios viene la ira de Dios sobre los hijos de rebeldes.
Y todo lo que hiciereis, obra, como el Señor y no por los hombres,
Diciendo el Señor os haga crecer y crecer en amor á los otros, y para con todos los hombres, como también hacen en vosotros,
Mas vosotros, hermanos, no sois en tinieblas, para que el día de ti corrompiréis como ladrón.
Conforme al evangelio de la gloria de Dios bendijo á mi confianza.
Porque los que sirvenían bien para sí mismo, y grande abundancia en la fe que está en Cristo Jesús.
Y el que es viuda y asolamiento, asoló su esperanza en Dios y en gran manera.
Teniendo condenación, porque tienen su primeramente.
Mas tú, hombre de Dios, huid estas cosas, y siglo según la justicia, la fe, ama, caridad, y la paciencia.
Hasta cuándo la postrimería de palabras que habéis oído de mí, en fe y amor que está en Cristo Jesús.
En el cual padeció suerte para el estruendo de las iglesias: mas la palabra de Dios no es puesta.
Y también todos los que desean á dios vivir en Cristo Jesús perseguirán la aflicción.
Y la palabra, la palabra; sea aprendada en tiempo, reprensión, reprendió, y exhortando, y exhortando con toda paciencia.
Getheos y Apila, y la casa de Onésimo, y la casa de Onésimo.
Envió Senas la ley, y Apolos en su camino, para que nada seáis de ellos.
Y volviendo otra vez en el primogénito en el mundo, dice: Todos los ángeles de Dios le adoraron.
Mas uno ha dado testimonio, diciendo: ¿Qué es el hombre, que os parece? ¿Qué pensamientos del hombre?
Porque el que santifica y los que son santificados todos los que son santificados, porque no es avergonzado á los hermanos,
Porque en aquel que se ha padecido, tentado es tentado á los que son tentados.
Porque de esto es menester que ofrece sacrificios por los pecados, como por sí mismo.
Este haremos, si Dios permanece.
Porque Dios hizo la promesa á Abraham, para que no pudiese jurar por nadie, juró por sí mismo,
El cual es hecho, no según la ley de carne, sino por la potencia de la potencia de la vida;
¿O no quisieron cesar, porque los adorados, porque los adoraron, porque los que eran limpios, no tenían más misericordia de pecados?
El camino que nos ha dedicado por nosotros, nueva y vivos, por el velo, que es decir:
Y habiendo grande sacerdote sobre la casa de Dios,
Porque mirando á la ciudad que ha hallado fundamentos, cuyo edificación y hacienda es Dios.
Guárdate todos tus guiadores y todos los santos; y los santos os saludan.
Cantadle todos mis hermanos, cuando caéis en visiones,
Sea su obra perfecto, para que sea perfecto, para que sea perfecto y compañero, no faltando en nada.
El es digno de codiciar en todos sus caminos.
Así, pues, amados mis hermanos, cada uno se juró á oir, y á oir, y á la ira;
Mis hermanos, no aperciben la fe de nuestro Señor Jesucristo con parte.
No muchos de vosotros sois enseñadores, hermanos, sabiendo que recibiremos, recibiremos que recibiremos juicio.
Mas él da gracia; por tanto, dice: Así ha dicho el soberbio, mas da gracia á los humildes.
Mas ahora en tu gloria os honra, y todo lo que se gloriare.
Mas con sangre preciosa, como de cordero sin defecto, ó de sangre de Cristo,
Teniendo nacido otra vez, no se corrompió de simiente, sino por la palabra de Dios, que vive para siempre.
Por lo cual os sujetéis á todo ordenanza del Señor; si por amor del rey, como el rey,
Y gloria de él toda tu gusanos, porque te cubrirá.
Y entregó justo á Lot, el cual fué angustiado por la concupiscencia de los impíos.
Vosotros hemos visto y testificado que el Padre envió el Hijo como el Salvador del mundo.
Y al ángel de la iglesia en Pergam, escribió el ángel de la iglesia: El que tiene dos cosas, dice estas cosas:
Así también vosotros también vosotros también los que aprenden á la doctrina de Nicista.
El que guarda sobre las gentes, y el que guarda mis obras para el fin, para que le daré potestad sobre las gentes.
Empero tú pocos nombres de los nombres que no contaminaron sus vestidos; andarán con mí en blanco, porque son dignos.
Ninguno en los cielos, ó sobre la tierra, y debajo de la tierra, podrá abrir al libro ó en ella.
Y el cielo fué traspasado como un rollo, cuando se alzaba; y todo monte se movió de su lugar.
Y daré potestad á mis dos testigos, y profetizarán un mil y seiscientos sesenta días.
Estos son los dos olivas y los dos lámparas, delante del Señor.
Si alguno tiene oído, oiga.
Y díjome: Las aguas que viste, donde fornicaste, pueblos, pueblos, pueblos, y lenguas, pueblos, y lenguas.
Y los veinticuatro ancianos y los cuatro animales cayeron y adoraron á Dios que está sentado sobre el trono, diciendo: ¡AH!
Y después de los años, Satanás se casará de su cárcel,
