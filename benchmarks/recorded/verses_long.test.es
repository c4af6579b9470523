Y dijo Dios: Deja hay expiación en medio de las aguas, y descienden las aguas de las aguas.
Y sean luz en la luz del cielo, para dar luz del cielo en la tierra; y fué así como la tierra.
Porque Dios sabe que en el día comeréis, vuestros ojos será abierto, y vosotros seréis como Dios, y sabiendo bien.
Y Jehová dijo á Cainán: ¿Por qué te enojaste? ¿por qué cayeron la faz de tu rostro?
Y Jehová dijo: ¿Qué has hecho? Y la voz de tu hermano me quebrantó de la tierra.
Y anduvo en Dios, y no fué hallado, porque Dios le tomó.
Y la tierra fué corrupción delante de Dios, y la tierra se llena de violencia.
Y los abismos del cielo y los cielos eran aposados del cielo, y la lluvia de los cielos.
Y envió una lluvia, y volvióse, hasta las aguas, hasta que las aguas seca de la tierra.
Y él esperaba siete días, y volvió á enviar la voluntad del arca.
Y habló Dios á Noé, diciendo:
Los hijos de Sem: Elam, Asur, Arphaxad, Lud, Lud, y Aram.
No podían llevarlos la tierra, para que viviesen; porque sus posesiones se pudieron con ellos.
Y dijo Abraham: He aquí, no me has dado hijos á mí: y he aquí un nacido en mi casa.
Y juzgaré á gente que sirvieren; y después de ellos saldrán con grande;
Y el ángel de Jehová le dijo: Vuélvete á tu angustia, y sujetió debajo de sus manos.
Por tanto el bien fué llamado Beerai, Roai: he aquí que entre Cades y Bedes.
Y volvieron los hombres de allí, y fué á Sodoma: mas Abraham puso delante de Jehová.
Y respondió Abraham, y dijo: He aquí, yo he quitado al Señor, y yo soy polvo como polvo.
Y fué Jehová á su camino como había acabado, como acabado de Abraham, y volvió á Abraham su lugar.
Venid, padre de beber vino vino vino vino, y acámosle con él, para que nosotros hemos de nuestra padre.
Y oró Abraham á Dios, y sanó á Abimelech su mujer, y á sus siervos, y á sus siervos.
Y habitó en el desierto de Parán; y su madre salía de la tierra de Egipto.
Y mirando el hombre, quedó silbamente, quedando á Jehová su camino, si Jehová había hecho bien.
Y Rebeca tuvo hermano, y su nombre fué Labán: y Labán corrió al hombre, hasta la fuente.
Y él dijo: Ven en ti bendijo de Jehová: ¿Por qué estás fuera? porque he aparejado la casa, y cámara.
Y el ajeno fué puesto delante de él; mas él dijo: No comeré hasta que he dicho mi mensajero.
Y he venido hoy la fuente, y dijo: Así ha dicho Jehová Dios de mi señor Abraham, si ahora haces bien,
Estos son los días de la vida de Abraham de Abraham, que habitaba setenta y cinco años.
Y dijo Esaú á Jacob: Ruégote que me ruégote que hurtase, porque yo soy llamado Edom.
Y vivió Isaac en Gerar.
Y tuvo posesión de ovejas, posesiones de sus vacas, y los Filisteos le envían.
Y vino á su padre, y dijo: Mi padre? Y él respondió: ¿quién eres tú, hijo mío?
Y despertó Jacob á su sueño, y dijo: Por cierto Jehová está en este lugar, y no lo conocí.
Y temió, y dijo: ¡Cuán terrible este lugar! Este es más que la casa de Dios, y esto es la puerta del cielo.
Y tornaré á la casa de mi padre en paz, y Jehová será mi Dios.
Y llamó su nombre José á José, diciendo: Mián hijo á mí.
Y huyó con todo lo que había levantado; y pasó al río, y puso su rostro hacia el monte de Galaad.
Y Labán dijo á Jacob: ¿Qué has hecho? Y tú me engañaste, y llevaste mis hijas como traspasado de espada?
Ahora pues, queréis pasar, porque en gran manera habéis estado de tu padre, mas ¿por qué habéis cesado á mis dioses?
Y fué Jacob en su camino, y los ángeles de Dios le salió.
Tus vacas, asnos, ovejas, y vacas, siervos, y he aquí que yo he enviado á mi señor, para hallar gracia en tus ojos.
Entonces dirás: Tú eres tu siervo, oh Jacob, y es enviado á mi señor, Esaú. He aquí también nos ha estado.
Y pasó el presentado delante de él, y quedó aquella noche en el campo.
Y dijo Esaú: Hemos tomado nuestras cabezas, y irémos delante de ti, y iré delante de ti.
Los hijos de Rachêl: José y Benjamín.
Esta es la generación de Esaú su padre de Esaú padre de Edom en el monte de Seir:
Estos son los hijos de Esaú, que es Edom, y estos son sus duques.
Y dijo Faraón á José: He aquí yo te he puesto sobre toda la tierra de Egipto.
Y se hartaron los siete años, que estaban en la tierra de Egipto, vino hasta el fin de Egipto.
Y vinieron todas las tierras en Egipto, para comprar á José, porque el hambre era hambre en toda la tierra.
Y como subimos á tu siervo mi padre, le contamos las palabras de mi señor.
Y cayó sobre su hermano de Benjamín y lloró, y lloró Benjamín sobre su cuello.
Y descendí con vosotros á Egipto, y yo os haré volver á ti; y la mano de José te tornaré tus ojos.
Los hijos de Benjamín: Bela, Bechêb, Asbán, Geraelam, Elai, y Mosa, y Huppim, y Hattu.
Como el pueblo, movióles las ciudades de Egipto hasta las ciudades de Egipto hasta el término de Egipto.
Y dijo José á su padre: No es así: porque este primogénito es el primogénito.
El campo y el campo que hay en ella, que se purificó de los hijos de Heth.
Y José les dijo: ¿No temas, porque soy en el lugar de Dios?
Y vivió José en Egipto, y habitó la casa de su padre. Y vivió José ciento y diez años.
 Isaac, Zabulón, Zabulón, y Benjamín,
Y Danán y Nephtalí, y Aser.
Y mandó Faraón á todo su pueblo, diciendo: Tú eres hijo que naciere en el río, y toda hija salvarás.
Y dijo Moisés: Yo iré ahora, y veo esta grande ojos, ¿por qué no será quemada?
Porque cada uno echaron sus riñones, y le servían; mas la vara de Aarón la vara juraron sus vacas.
Y el corazón de Faraón se endureció, y no los oyó, como Jehová había dicho.
Y Jehová dijo á Moisés: Faraón es el corazón de Dios; no quiso ir al pueblo.
Y Jehová hizo conforme á la palabra de Moisés, y los perros murieron de las casas, y salieron del campo.
Mas Jehová endureció el corazón de Faraón, y no los deje.
Mas todo el siervo del hombre que peleare por dinero, cuando lo circuncidaste, luego comerá de él.
El extranjero y el jornalero no comerá de él.
Jehová es el hombre de guerra; Jehová es su nombre.
Mis días se juntarás, mas en el séptimo día es el sábado.
Y ellos dijeron á Moisés: Saca con nosotros, y oiremos; mas no oiremos á Dios.
Si alguno hiriere al ojo de su siervo, ó el ojo de sus criadas, y destruirálo por causa de su ojo.
Y si hiriere á su criado, ó á la sierva de su sierva, ó á la cruz de su siervo.
No tembrarás toda la sombra para vivir.
No negarás juicio á tu pueblo en sus afligidos.
No ofreceréis la sangre de mi sacrificio de mi sacrificio: el pan de mi fiesta no quedará toda la mañana hasta la mañana.
Y harás las varas de madera de Sittim, y cubriráslas de oro, para que la mesa fuese llevada con ellos.
Harás también las barras de madera de Sittim: cinco tablas del tabernáculo,
Harás también de oro puro de oro puro, y engastarás sobre él como arroyo de la señal: HAHHOSIOS.
Y harás el becerro delante del tabernáculo del testimonio, y Aarón sus hijos pondrás sus manos sobre la cabeza del becerro.
Y esto es lo que ofreceréis sobre el altar: dos corderos de día continuo.
Y harás las varas de madera de Sittim, y cubriráslas de oro.
Y Jehová hirió al pueblo, por lo que hicieron con el becerro, que hizo Aarón.
Y pasó Jehová por él delante de él, y anunciaba Jehová: Jehová, misericordioso y misericordioso, y en verdad;
Hizo también cortinas de cabras cabras de cabellos de cubierta sobre el tabernáculo; é hizo las cortinas.
Hizo también dos tablas para los pecadores del tabernáculo en el labrado.
Hizo también las varas de madera de Sittim, y cubriólas de oro.
Hizo también el altar de molesta de metal de metal, debajo de metal, debajo de la lleva en derredor, hasta el camino.
E hicieron pasar las pasas por ella, y juntóse con él; y se juntó á los dos cabos.
Y sembraba, é hízolo el racional, y su anchura fué cortada, y su anchura de anchura.
Y pondrás el arca del pacto en ella, y pabellarás el arca con el arca.
Y puso el pabellón de la puerta del tabernáculo.
Entonces la nube cubrió el tabernáculo del testimonio, y la gloria de Jehová henchía el tabernáculo.
Y los hijos de Aarón sacerdote pondrán fuego sobre el altar, y le pondrán en orden.
Y el sacerdote dormirá en sangre, y rociará de la sangre siete veces delante de Jehová, delante del santuario delante del santuario.
Si pecare en que pecare su pecado, él le llevará como su ofrenda, sin defecto, sin macho cabrío.
Y tomará sus vestidos, y pondrán sobre el otro ropa, y llevará el campo de fuera al campo.
Y el sacerdote que ofreciere el holocausto, ofrecerá el holocausto del holocausto que ofreció.
Y Moisés trajeron á Aarón y á sus hijos, y lavólos con agua.
Y presentó el carnero del holocausto, y Aarón sus hijos pusieron sobre la cabeza del carnero.
Y mató el holocausto; y los hijos de Aarón le entregaron la sangre, y esparciólo sobre el altar.
Y saliendo de delante de Jehová, y consumiólos, y murió delante de Jehová.
Todo lo que no tiene fin, ni pabellón en las aguas es abominación.
Mas si aguas fuere puesto sobre la vea, y parte de sus cuerpos muertos caerán sobre él, será inmundo.
Mas cuando sembrare carne en él, será inmundo.
Y el sacerdote tomará la plaga, y es la plaga siete días.
Y tomará el sacerdote de la unción de aceite, y derramará en la palma de su mano.
Y jurando, y por un pabellón, y por un resplandor;
Y toda ropa y toda carne que está sobre el arroyo de aguas, y será inmundo hasta la tarde.
Y cualquiera que tocare su cama lavará sus vestidos, lavará en agua, y será inmundo hasta la tarde.
No daréis á ninguno de tus hijos como sacrificio; ni profanarás el nombre de tu Dios.
No harás mentira como con mujer, como con mujer; y la mujer es la parábola.
Y á uno de vosotros, á su madre y á su padre; guardaréis mis sábados: Yo Jehová vuestro Dios.
No harás cortar de vuestras alas en tu carne, ni tienes en ti, ni tampoco yo soy Jehová.
No contaminará el principal de su pueblo entre su pueblo, para profanar.
No cerrarán sus cabezas, ni los cabezas de sus cabezas, ni serán cortados en su carne.
Entonces Moisés habló á Aarón, y á sus hijos, y á todos los hijos de Israel.
No profanarás mi santo nombre: mas yo seré santo entre los hijos de Israel: Yo Jehová que te hago santo,
Y tomarás flor de flor, y doce basas de ella: dos tiendas de un epha de un epha.
Porque de él es el jubileo; será santo de su hacimiento.
Si dijereis: ¿Qué comeremos el séptimo año? He aquí no sembraremos, ni cogerás en nuestros frutos;
Y pereceréis entre las gentes, y la tierra de tus enemigos comerán.
Y de los hijos de José: de Ephraim, Elisam hijo de Amiud: Gudiel hijo de Manasés, Gedaliel hijo de Pedur.
Y estas son las generaciones de Aarón, y Moisés en el día que Jehová habló con Moisés en el monte de Sinaí.
Y daréis á Aarón y á sus hijos, y á sus hijos; que le darán por los hechos de Israel.
Y tomó Moisés el redención de los que traían el número de los que estaban redimidos de los Levitas;
Mas á los hijos de Coath dió, porque el ministerio del santuario era de ellos; y llevaronlo sobre sus hombros.
Y al octavo día Gamiel hijo de Phed, príncipe de los hijos de Manasés;
Y estuvo siempre siempre siempre, y cubrióla la nube de fuego.
Y los hijos de Israel iban en sus jornadas del desierto de Sinaí; y la nube se quedó en el desierto de Panán.
Así fueron los hijos de Israel por los hijos de Israel conforme á sus escuadrones; y se fueron á partes.
Y fué Moisés en el campo, y los ancianos de Israel.
Y ellos dijeron á los unos á los otros: Que escogen á Egipto, y volveremos á Egipto.
Yo los heriré con el bosque, y descubrirélos, y harás una nación de ti, y para hacerse más grande gente.
En el valle de Amalecita y el Cananeo habitó en el valle, y entrando en el desierto al mar Bermejo.
Y los hombres que trajeron mal por la tierra, murió junto á la plaga delante de Jehová.
Susatos serán tu carne, como el sálval, y como la recta, será tu diestra.
El que tocare el cuerpo del hombre, será inmundo.
Entonces Moisés tomó la vara de delante de Jehová, como le mandó.
Y Moisés hizo como Jehová había mandado; subido al monte de Hor en los ojos de toda la congregación.
Y sembró Israel un votente á Jehová, y dijo: Si entregares este pueblo en mi mano, y yo destruiré sus ciudades.
Y tomó Israel todas estas ciudades; y habitó Israel en todas las ciudades del Amorrheo, en todos sus aldeas.
Y Jehová Balaam, y puso palabra en su boca, y dijo: Vuelve á Balac, y di á Balac.
Así ha dicho, que oiga las palabras de Dios, que vean las visiones del Todopoderoso, caiendo sus ojos:
¡Cómo son tus tiendas, Jacob, Jacob, y tus habitaciones!
Y Balaam se levantó, y fuése á su lugar; y Balac fué también Balac.
De Zera, la familia de los Seraitas; de Saúl, la familia de los Seraitas.
Estas son las familias de Judá conforme á los contados de ellos, setenta y cinco mil y quinientos.
Los hijos de Issachâr conforme á sus familias: de Tiro, la familia de los Taraitas; de Phunitas, la familia de los Punitas;
Estos son los hijos de Suta: de Erán, la familia de los Eritas.
De los hijos de Berías: de Heber, la familia de los Heberitas; de Malchiel, la familia de los Malchîielitas.
Estas son las familias de los hijos de Aser conforme á los contados de ellos, cincuenta y tres mil y cuatrocientos.
Pesenta y seis mil asnos,
(Porque la congregación de la congregación era trescientos treinta y siete mil y quinientos.
Y Moisés dijo á los hijos de Gad, y á los hijos de Rubén: ¿Será tu hermanos á guerra?
Y el furor de Jehová quemó en aquel día, y juró, diciendo:
Y llegaron á él, y dijéronle: Nosotros edificaremos aquí, y nuestras bestias, y ciudades por nuestros niños;
Y pasaremos delante de Jehová en la tierra de Canaán, y la posesión de nuestra heredad permanecerán con nosotros.
Y partidos de Libna, asentaron en Risa.
Y partidos de Hasmón, asentaron en Moseroth.
Y partidos de los montes de Abarim, asentaron en los campos de Moab junto al Jordán de Jericó.
Y las ciudades serán por tu confianza, que el hombre perezoso no morirá hasta que estén delante del juicio.
Y tú me respondió, y dijo: La cosa que has dicho bien.
Y os he mandado que todo el tiempo que hacéis.
Y Jehová fué enojado contra mí tu salvo, diciendo: No entrarás allí.
Mas yo moriré en esta tierra: no veo sobre el Jordán, mas tú irás sobre la tierra.
Y las pondrás por señal de tu mano, y serán en tus ojos.
Bendito sobre todos los pueblos, y no habrá estéril entre vosotros, ni estéril entre tus ganados.
Mas Jehová tu Dios los entregará delante de ti, y los confiará con grande confusión, hasta destruir.
Guárdate que no te olvides de Jehová tu Dios, en no guardar sus mandamientos, y sus estatutos, que yo te mando hoy;
Por tanto, no tiene parte ni heredad con sus hermanos; Jehová es su heredad conforme á él tu Dios.
Y señales, señales, y sus obras que hizo en medio de Egipto á Faraón rey de Egipto, y á toda su tierra de Egipto;
Mas estos son de que no comeréis: el ephojado, y el velo,
Mas ahora os abrirás tu mano á él, y le entregarás por su necesidad.
Jehová tu Dios levantará á ti profeta de entre vosotros, de tus hermanos, como tú me oirás.
Tu ojo no le pongará, sino limpiarás la sangre de Israel en ti.
Y cuando llegares á la ciudad para pelearla contra ella, anunciadla paz.
Y si no hiciere paz con vosotros, mas harás guerra contra ti, y la cercarás.
Y viéndole entre los cautivos hermosas, y atendisteis á su mujer, y queréis tomarla como á tu mujer,
El que es echo con cruso, ó cortará en la congregación de Jehová.
No librarás á su señor el siervo que escapare de su señor.
Y estarás fuera, y el hombre al hombre que trae fuera á ti.
No abismos los abismos, ni al huérfano de juicio, ni tomarás vestido de vestidos;
Cuando te cubrieres tu viña, no te huerto; después de vosotros será para el extranjero, porque el huérfano, y la viuda.
Y escribirás sobre las piedras de esta ley todas las palabras de esta ley.
Maldito el que no se levanta las palabras de esta ley por sí. Y dirá todo el pueblo: Amén.
Así que, los ojos que vieres con tus ojos seca.
Y serás maravillado de personas, un probio, y por todos los pueblos donde Jehová te llevará.
Y la gente de la nievemente, que no tiene respuesta al anciano, ni mostrará gracia al menor.
Mas con los que estan acámos aquí delante de Jehová nuestro Dios, y también con los que no están hoy.
Mas yo afligiré mi rostro en aquel día, en todo el mal que han hecho, en que han apartado á dioses ajenos.
Y habló á los hijos de Israel, diciendo: Cuando vuestros hijos en el tiempo de ellos, diciendo: ¿Qué hacen estas piedras?
Entonces llegarás á vuestros hijos, diciendo: ¿Vino Israel sobre este Jordán sobre esta tierra.
Y comieron la costa de la tierra, y partieron trigo de la tierra en el día siguiente día siguiente, en el mismo día.
Y aconteció en el séptimo día, cuando los sacerdotes echaron los sacerdotes, Josué dijo al pueblo: Santad, porque Jehová te ha dado la ciudad.
Y tomó de cinco mil hombres, y púsolos en Beth-el, entre Beli y Aci, al lado de la ciudad.
Y Josué fué dicho, diciendo: La cinco reyes fueron hallados, en la culpa de Maceda.
El rey de Cedes, otro: el rey de Jecam, otro:
Y todas las ciudades de Sehón rey de Amorrheos, que reinó en Hesbón, hasta el término de los hijos de Ammón;
Por la suerte de su heredad, como Jehová había mandado á Moisés, porque la redimida, y por la media tribu de la media tribu.
Y Cila, Achîzib, y Maresa; nove ciudades con sus aldeas.
Bebaoth, y Seba, y Simuas; trece ciudades con sus aldeas;
Y Asela, Rimmón, y Asán; cuatro ciudades con sus aldeas;
Y pasó allí un oriente al oriente hasta Gath-pher, hasta Ecrón; y saliendo á Rimmón, que extendió á Neimón.
Y el término derramó á Tabor, Soruma, y Beth-sum, y Beth-edes; y sus aldeas.
Y su término desde Helephath, desde Sacim, Adamimni, Adami, y Jabel.
Habla á los hijos de Israel, diciendo: Vivo de las ciudades de acogimiento, que yo os he hablado por Moisés,
Todas las ciudades de las familias de los hijos de Coath eran diez con sus ejidos.
Y de la tribu de Rubén, Bezer con sus ejidos, y á Jahazaz con sus ejidos,
Respondió el pueblo, y dijo: Duégote que dejamos á Jehová, para servir á dioses ajenos;
Y el pueblo dijo á Josué: Nosotros serviremos á Jehová nuestro Dios, y oiremos su voz.
Y no se secó á los Cananeos que habitaban en Gezer, sino los Cananeos habitaron en Gezer.
Y los hijos de Israel hicieron mal en ojos de Jehová, y servían los Baales.
Y Moab fué sujado aquel día debajo de la mano de Israel; y la tierra tuvo reposo ochenta años.
Entonces Bacarac, y Nephtalí, y Nephtalí á Cesesesesen; y siguiéronle con él.
Los montes se estremecieron delante de Jehová, y Sinaí en presencia de Jehová Dios de Israel.
Y vinieron los reyes y pelearon, y los reyes de Canaán pelearon á Tadán en las aguas de Megiddo.
Y vió Gedeón que era del ángel de Jehová; y Gedeón dijo: Por cuanto yo he visto al ángel de Jehová.
Mas el Espíritu de Jehová vino sobre Gedeón, y colgó trompeta; y Abiezer se juntó á él.
Y su hermano concubina le parió á Sichêm hijo, y llamó su nombre Abimelech.
Ni hizo mostrar la casa de Jeralabal, para que es Gedeón, conforme á todo lo que le había mostrado á Israel.
(Porque mi padre peleó por vosotros, y entregaste su vida, y libraste de mano de Madián;
Y aconteció al día siguiente, el pueblo salió al campo; y contaron á Abimelech.
Entonces Jephté huyó de sus hermanos, y habitaron en la tierra de Tob; y salieron á Jephté con él.
Y él le dijo: Jephté, dice Israel: No quitó la tierra de Moab, ni la tierra de los hijos de Ammón;
Y el ángel de Jehová dijo al hombre: De todo lo que dije á la mujer que dije:
Y la mujer le parió un hijo, y llamó su nombre Samsón; y el niño Jehová le bendijo.
Y descendió, y habló con la mujer, y agradó á Samsón.
Y subieron los Filisteos, asentaron en Judá, y extendiéronse en Lehi.
Y juzgó á Israel veinticinco años en los Filisteos.
Mas el cabellos de su cabeza comenzó á echarlos después de su cabeza.
Y el varón Mica tenía una casa de dioses, é hizo un ephod, y un ephaim, y consagraron sus hijos.
Y el Levita era contienda con el hombre; y el mancebo fué á él como uno de sus hijos.
Y los hijos de Israel preguntaron á Jehová, (que el arca del pacto de Dios estaba en aquellos días;
Y los querubines se apresuraron, y echaron sobre Gabaa; y los querían extender la ciudad de espada.
Y los varones de Israel habían jurado en Mizpa, diciendo: NUn hija de nosotros dará por mujer á Benjamín.
Y ella descendió á la rueda, é hizo todo lo que su madre le había dicho.
Y como ella oraba delante de Jehová, vió su boca.
Y respondió Eli, y dijo: Vete en paz; y el Dios de Israel te preguntó que has pedido.
Y él les dijo: ¿Por qué haces estas cosas? porque oí de todo este mal.
Y todo Israel desde Dan hasta Beer-seba conoció que Samuel era confirmado por profeta de Jehová.
Y el arca de Dios fué tomado; y los dos hijos de Eliophi, y Phinees.
Mas la mano de Jehová era pesada sobre el pueblo de Asdod, y los destruyó, y los destruyó con sus términos.
Mas el negocio de Samuel, cuando decían: Dadnos rey á juzgarnos. Y oró Samuel oró á Jehová.
Y corrieron allí, y entraron allí; y se paró entre el pueblo, que había hecho más que alguno del pueblo, y subía.
Y contados en Bezec, y los hijos de Israel fueron tres mil y treinta mil.
Mas todo Israel descendieron á los Filisteos, cada uno á los Filisteos, cada uno á su compañero, y á los enfermos, y enfermo.
Y dijo Jonathán: He aquí nosotros pasaremos sobre los hombres, y nos revelaremos á nuestros hombres.
Y la longitud de Israel no descubrirá, ni se arrepentirá.
Y tomó Malchêrim, y púsolo en la cama, y echó una columna de cabras y cubrióla de cabras.
Y Saúl fué dicho, diciendo: He aquí David está en Ramioth.
Y en él consultó á Jehová, y dióle comida á cuchillo de Golath.
Y envió David á enviaste, y entendió que Saúl había de venir.
Y David respondió, y dijo: He aquí, rey de los mancebos.
Para los que estaban en Horma, á los que estaban en Basán, á los que estaban en Athachîn,
Y oyendo los moradores de Jabes de Galaad, que los Filisteos habían hecho á Saúl,
Y los sexto, de Eglla, de Egla, mujer de David. Estos fueron nacidos á David en Hebrón.
Y después de esto, como oyó David, dijo: No es mi reino delante de Jehová para siempre.
Y como Toi rey de Hamath oyó que David había herido todo el ejército de Hadad-ezer,
Y envió David, y en pos de la mujer, y dijo: ¿No es esta hija Bath-sheba, hija de Eliamita?
Y como Urías oyó la mujer de Urías que Uría era muerto, ella endechó su marido.
Y levantóse el rey, y rasgó sus vestidos, y pondrán sobre la tierra; y todos sus siervos estaban en sus vestidos.
Entonces Absalom huyó á Gessur, y fué allí tres años.
Y dijo el rey á Joab: He aquí ahora he aquí que yo he sido dichado esta cosa, y traed á Absalom.
Entonces Joab se levantó, y vino á Absalom á su casa, y díjole: ¿Por qué han puesto tus siervos sobre fuego?
Y Absalom le dijo: He aquí vuestro negocio son buenas y derechos; mas no hay hombre abismo por el rey.
Y el rey le dijo: ¿Por qué hablas más de tu negocio? Yo te digo, y Ziba, y Ziba la tierra.
Y David fué dicho lo que Rizpa hija de Atalías, concubina de Saúl, tuvo hecho.
Y vinieron sobre mí en el día de mi quebrantamiento: mas Jehová fué mi pensamiento.
Y sacóme á un lugar grande, libróme; porque él me agradó en mí.
Y fuí perfecto para con él; guardé de mi iniquidad.
Dios es mi fuerte, y hace perfecto mi camino.
El da grande salvación á su rey, y á su ungüento para siempre, y á David su simiente para siempre.
Entonces llegaron á Galaad, y á la tierra de Timna, y vinieron á Dan, y vinieron á Jaanán y á Sidón, y á Sidón;
Y volviendo ellos, volvieron á Jerusalem por toda la tierra, vinieron á Jerusalem á Jerusalem, y veinte días.
Y la mujer de la noche murió en la noche, por ella puso sobre él.
Y á Hesboth, en Arboth, (que y toda la tierra de Hepher, es de él;
Y la sabiduría de Salomón declaró la sabiduría de todos los hijos de Egipto, y toda la sabiduría de Egipto.
Y llegaron á Ophir, y tomó de oro cuatrocientos y veinte talentos, y veinte talentos, y trajeron al rey Salomón.
Mas yo no lo haré en vuestros días, porque por causa de David tu padre la mano de David: mas yo lo haré de tu mano.
Y enviaron, y llamóle Jeroboam, y toda la congregación de Israel, y habló á Roboam, diciendo:
Mas á los hijos de Israel que habitaban en las ciudades de Judá, Roboam sobre ellos.
Y fué á otro camino, y no vuelto por el camino que vino á Bel.
El dará Israel á Israel por causa de los pecados de Jeroboam, que pecó á Israel, y con que ha hecho pecar á Israel.
Y sepultáronlo todo Israel, y lloró por él palabra de Jehová, que habló por su siervo Achâz profeta Achâz profeta.
Mas el pueblo que siguió Omri predicaba contra el pueblo que siguieron á Tibni hijo de Gina; y murió Tibri, y murió.
Y envió Achâb á todos los hijos de Israel, y juntaron los profetas al monte de Carmel.
Y viendo todo el pueblo, cayeron sobre sus rostros; y ellos dijeron: Jehová es Dios.
Y Jehová le dijo: Ve, vuelve en tu camino hasta el desierto de Damasco; y cuando te cubrieres, rey sobre Sazael rey sobre Siria.
Y respondió el rey de Israel: Yo es conforme á tu señor, rey mío, rey. Yo soy tuyo, y todo lo que he tenido.
Y respondió el rey de Israel: Decidle: No le dejes sobre sus brazos, como el que lo tomare.
Y como los capitanes de los carros vieron que no se apartaron del rey de Israel, volviéronle al rey de él.
Y murió el rey, y fué traído á Samaria; y sepultáronlo al rey en Samaria.
Ahora pues, así ha dicho Jehová: No descenderéis de la cama donde habéis subido, sino que morirás. Y fuése Elías.
Y él dijo: Traedme nueva nueva nueva nueva en ella. Y ellos le trajeron.
Y como Elisa entró en la casa, he aquí el niño era muerto, y sobre su cama.
Y Eliseo le dijo: Ve, di á él: Ahora me ha de ser: ¡cuánto de Jehová me ha de morir!
Y puso su gemido sobre él, hasta que fué avergonzado, hasta que fué avergonzado. Y el hombre de Dios lloró.
Y fué con Joram hijo de Achâb á la guerra contra Hazael rey de Siria, y los Siros, y los Siros.
Mas ellos temieron mucho, y dijeron: He aquí los dos reyes no estarán delante de él; ¿cómo estaremos?
En el año treinta y octavo año de Azarías rey de Judá, Zachârías hijo de Jeroboam.
En el año duodécimo año de Achâz rey de Judá, comenzó á reinar en Samaria á reinar en Samaria.
Y anduvo los hijos de Israel en todos los pecados de Jeroboam, que no se apartaron de ellos.
Y temieron á Jehová, y sirvieron á sus dioses, conforme á los caminos de entre los cuales habían sido llevado.
Y aconteció en el año cuatro año del rey Ezechîas, Sennibn rey de Asiria, que subía contra todas las ciudades de Judá y tomó.
Y como el rey Ezechîas oyó sus vestidos, cubrió sus vestidos, y cubriólo de saco, y entró en la casa de Jehová.
Tusón, oh Jehová, los reyes de Asiria fueron destruídas gentes y sus ejidos,
Para apartar los labradores, y para edificar los edificadores, y para comprar á la casa, y comprar la piedra.
Y durmió Joacim con sus padres, y reinó en su lugar Joachîn su hijo.
E hizo lo malo en ojos de Jehová, conforme á todas las cosas que Joacim habían hecho.
Ser, Naor, y Naara,
Y Abraham llamó á Abraham.
Y Isaí engendró á su primogénito, Eliab el segundo, Abinadab, Sima el tercero,
Mira engendró á Jair, que tenía veinte y tres ciudades en la tierra de Galaad.
Y aconteció que al Nathán engendró á Nathán, y Nathán engendró á Zabad,
Los hijos de Hebrón: Cora, Tappua, Recema, y Sema.
Hijo de Semei hijo de Maón; y Maón engendró á Bethur.
Sus aldeas fueron Eam, y Aín, y Rimmón, y Asan, y Asán, cinco ciudades;
Y todas sus aldeas que estaban alrededor de las ciudades, como se labraron á Baal; y pusieron sus vestidos, y guardaron sus limosnas.
Mesobab, y Jam, y Josaphat hijo de Amasías,
Y los príncipes de ellos estaban príncipes en sus familias; y las casas de sus padres se multiplicaron en gran manera.
Sus hermanos de sus padres: Michâel, Michâel, Mullam, y Jachônai, y Jebia, y Eberia.
Y á Elcana, hijos de Elcana: Zophán su hijo, Nahath su hijo,
Joam con sus ejidos, y á Beth-oron con sus ejidos,
Los hijos de Ephraim: Sutêl, Bel su hijo, Elath su hijo, Elatha su hijo, Tahath su hijo,
Y Zebadaías, Mullam, Hizci, Heber,
Jacim, Zichri, Zabdi,
Y Zachârías hijo de Mesechêm era porterio de la puerta del tabernáculo del testimonio.
Y ellos y sus hijos tenían sobre las puertas de las puertas de la casa de Jehová, hasta la casa de la casa de Jehová, como guardia.
Sus hermanos, en sus aldeas, fueron llegados en todo siete días de tiempo,
Y no le mató á Jehová, por tanto mató, y volvió el reino sobre David hijo de Isaí.
Y David deseó, y dijo: ¡Oh si alguno me diese agua de Beth-lehem, que es por la puerta de Beth-lehem!
Ira hijo de Icccubita, Abiezer, Abiezer Anathothita;
Y Joiada era la casa de Aarón, y con él tres mil y siete mil y setecientos;
Y Zadoc, mancebos valientes de su padre, y de veinte y dos capitanes.
Y como llegaron á los Caldeos de los Caldeos, echaron sus manos al arca, porque el arca, porque el arca se tropezaron.
Y salieron las tierras de David á todas las tierras, y trajeron el temor de él todas las gentes.
Así cantores, Hemán, Asaph, y Etán, eran dados corderos de metal alta;
Y puso á los Levitas de los Levitas para ministrar el arca de Jehová, y para alabar á Jehová Dios de Israel:
Y él lo confirmó á Jacob por ordenanza, y para Israel por siglos.
Y se fueron de gente de gente, de uno al pueblo.
Aparta su gloria entre las gentes, y sus maravillas entre todos los pueblos.
Bendito Jehová Dios de Israel, desde el siglo hasta el siglo. Y todo el pueblo dijo: Amén.
Y Nathán dijo á David: Haced todo lo que está en tu corazón; porque Dios es contigo.
Jehová, por amor de tu siervo, y conforme á tu corazón, has hecho toda esta grandeza, para hacer todas estas cosas.
Los hijos de Merari: Mahali y Musi. Los hijos de Mahali: Eleazar y Cisi.
Porque David dijo: Jehová Dios de Israel ha dado reposo á su pueblo; y habitó en Jerusalem para siempre.
Mas Nadab, y Abiú murió delante de su padre, y no tuvo hijos; y yo sirví á los sacerdotes.
La vigésimercia á Jachîr, veinte y á Gecam,
Y echaron suertes, como el pequeño, conforme á las casas de sus padres, por toda puerta.
Porque Parbar, al occidente, cuatro al camino, y dos en Parbar.
El séptimo año séptimo mes era Heleselonita, de los hijos de Ephraim; y en su división veinte y cuatro mil.
Y otra parte de Israel sobre las tribus de Israel: de los Rubén, Eliezer hijo de Zichri;
Y el rey Jonathán, el cual era consejo de David, un hombre prudente, y escriba; y escribió Jehiel hijo de Hachêl hijo de Hachón.
Y confirmaré su reino para siempre, si él permanece mis mandamientos y mis derechos, como hoy es hoy.
Y vino Salomón de los altos que estaba en Gabaón, de delante del tabernáculo del testimonio, y reinó sobre Israel; y reinó sobre Israel.
Ahora he enviado un hombre piel, y sembrado con inteligencia;
Y comenzó á edificar en el segundo día del mes segundo, en el cuarto año de su reinado.
Y dió la casa con piedras preciosas de piedras preciosas; y el oro era de Parim.
Y en el santuario hizo dos querubines dos querubines, y cubrieronlas de oro.
Y juntáronse todos los varones de Israel á la fiesta, que estaba en el mes séptimo.
Entonces el rey y todo el pueblo ofreció sacrificios delante de Jehová.
Todos los reyes de la tierra buscaron la presencia de Salomón á oir su sabiduría, que Dios había puesto en su corazón.
Y vivió Roboam en Jerusalem, y edificó ciudades por Judá.
Y reinó en Jerusalem tres años: el nombre de su madre fué Mica hija de Uriel. Y fué guerra entre Abías y Jeroboam.
Y Jeroboam hijo de Nabat, siervo de Salomón, hijo de David, levantóse contra su señor.
Y mandó á Judá á buscar á Jehová Dios de sus padres, y obedecieron á su ley y á su ley.
Y vino el Espíritu de Dios sobre Azarías hijo de Odías.
Y Josaphat tuvo muchas riquezas y honestas en abundancia; y él todo el mismo con Achâb.
Y el real de Jehal Josaphat fué anunciado; porque Dios le dió reposo alrededor.
Y durmió Josaphat con sus padres, y sepultáronlo en la ciudad de David; y reinó en su lugar Achâz su hijo.
Y aconteció en el tiempo de su angustia, y él prevaleció contra Jehová, este mismo rey Achâz.
Y toda la congregación tomó consejo á los siete días, y guardaron los siete días con alegría.
Y viendo Ezechîas que Senai había venido, y que se apagaba contra Jerusalem,
Y mataron la pascua de la pascua, y los sacerdotes que tomaron de sus manos, y los Levitas, y los Levitas los Levitas los pecaron.
Y los querubines en el rey Josías: y el rey dijo á sus siervos: Tomame, porque yo soy servido.
Y Joachâz era de veinte y tres años cuando comenzó á reinar; y reinó tres meses en Jerusalem.
Este es el número de ellos: treinta y seis milaginados de plata, veinte y ocho mil.
Los hijos de Elam, mil doscientos cincuenta y cuatro;
Los hijos de la otra Elam, mil doscientos cincuenta y cuatro;
Los hijos de Rezín, los hijos de Necoda, los hijos de Gazzam,
Los hijos de Bazuth, los hijos de Mehida, los hijos de Harasa,
El camellos, cuatrocientos treinta y cinco; y sus asnos, seis mil setecientos.
Haz cesar ahora ahora á causa de estos hombres, y que esta ciudad no sea edificada hasta hoy.
Y enviaron á él unterio, en que está escrito: Tarío el rey, todos paz.
Y preguntamos á los ancianos, y les dijeron: ¿Quién te dió un orden á esta casa, y á esta casa?
De los hijos de Adin, Ebed hijo de Jonathán; y con él con él cincuenta;
De los hijos de Sephatías, Zabadías hijo de Michâel; y con él con él ochenta.
Y de los hijos de Bigvai, Unai y Zabud, y con ellos setenta varones.
Y levantándose allí grande clamor del pueblo y de sus mujeres contra sus hermanos.
Los hijos de Elam, mil doscientos cincuenta y cuatro;
Los hijos de Raía, los hijos de Rezín, los hijos de Necoda,
Los hijos de Besai, los hijos de Meunim, los hijos de Nephusim;
Y Hattus, Sebeca, Malluch,
Y que no damos nuestras hijas á los pueblos de la tierra, ni tomar sus hijas;
Y Zanoa, Adullam, y sus aldeas, y sus campos, y Azec, y Asir-seba, asentaron en Beer-seba.
Y después de ellos, después de Hazías, de los príncipes de Judá,
Y Azarías, Ezra, y Mesullam,
Y uno de los hijos de Joiada, hijo de Eliasib sacerdote, hijo de Eliasaph, hijo de Sallán.
Así los limpiaré de todos los extraños y puestos para los sacerdotes, y á los Levitas, cada uno en su obra;
Y vino también á la puerta del rey, porque ninguno sembraba toda la puerta del rey.
Mas extendiendo tu mano, y tocare toda lo que ha tocado, y él te dará á tu rostro.
Porque no cerró las puertas de mi madre, ni lo hizo del vientre de mi madre, ni lo hizo impiedad de mis ojos.
El cual da lluvia sobre la tierra, y envío sobre las aguas;
¿Hasta cuándo hablarás estas cosas? ¿cómo hablarás las palabras de tu boca?
¿Ha perverso el juicio? ¿ó el Todopoderoso la justicia?
Esto conozco que el hombre es justo: mas ¿cómo podrá justificado con Dios?
¿Cómo le responderé mucho, y escogeré mis palabras?
Si yo soy justo, mi boca me condenará; y si estoy perfecto, me provecho.
¿Harás tú el juramento de Dios? ¿ó quién te provecho del Todopoderoso?
He aquí, quebróla, y no podrá edificar, y no habrá edificado.
No me haga dos cosas que me haga, y no me aborreceré de tu rostro:
Para que volverás tu espíritu contra Dios, y á tales palabras sale de tu boca?
Porque la compañía de los huérfanos serán quebrantados, y fuego consumirá las tiendas de ramas.
Porque cuando entrareis años, iré el camino de no volveré.
¿Quién te desampararás en tu furor, y la tierra será dejada? ¿ó la peña de su lugar?
Y será raída de los secretos de su tienda: será traído al rey de terrores.
Sabiendo ahora que Dios me sujetó, y me cercó con su red.
Que yo miraré, y veré sobre mi lado; y mis ojos verán, y no como extraño está en medio de mí.
Todas mí, y hablaré; y después hablaré, y después hablaré sobre mí.
El otro de amargura en amargura de alma, y no tienes de bien.
Tú enviaste las viudas, y los brazos de los huérfanos.
Diciendo: De cierto los que se levantaron contra nosotros: el fuego ha consumido sus reliquias.
Harás á él tu oración, y él oirás; y pagarás tus votos.
El librará al que no está en su red; y será entregado por la limpia de tus manos.
Mis hoy hoy está rebeldes, y su mano se rebeló en especie de mi gemido.
El menesteroso se apartaron del camino, y los pobres de la tierra se apartaron.
¿Cómo has consejo al que no tiene sabiduría, y aprovechado la sabiduría!
Hizo también el rostro de su trono, y extendió su nube sobre él.
Por su espíritu se aprendió los cielos, y su mano ha quebrantado.
Y la voz de los príncipes no fué aborrecido, y su lengua apacentaba á la ciudad de su boca.
Y fuí padre al menesteroso; redimí la causa del que no conocí.
Miradme, esperando, y calló por mi consejo.
Mi ropa está atormentado de gran manera, y de mi ropa como de mi ropa.
Porque conozco que me llevaré á muerte, para la casa sobre todos vivientes.
Aputé en el sol, y esté en la congregación, y clamé.
Si hubiera deshechado los pobres de su deseo, ó llevado los ojos de la viuda,
Ciertamente yo lo llevaría sobre mi hombrera, y yo la corona de mí como corona.
Si comí sus frutos sin dinero, ó sus frutos para perder su vida,
Y Eliú había esperado á Job, porque eran viejos que estaban viejos.
Y viendo Eliú que no había respondido en la boca de estos tres hombres tres hombres, su ira fué encendido.
El espíritu de Dios me ha hecho, y el espíritu del Todopoderoso me da vida.
He aquí, halla ocasiones contra mí, y contóme por enemigo.
¿Por qué te heriste contra él, porque no dará cuenta de su negocio?
Y él esforzado con dolor, y en su cama, con sus huesos.
El ora á Dios, y él es favor de él, para que quiere su rostro con gozo.
No resistía mi derecho á mi diestra; y mi dolor está encubierto, aunque mi causa soy sin causa.
¿Qué hombre es semejante á Job, que bebe como agua,
Porque él dijo: El hombre no aprovechará con Dios.
Y dijo Eliú, y dijo:
Porque mi palabra no son falso, y el que es perfecto en ciencia.
Mas vosotros sois llenos del juicio de los impíos: Judío y juicio de ti.
¿Harás también un bocado en su red, ó pierda por un torbellino?
Y se juntaron á los unos á los otros; y ellos se juntarán.
El cuenta como de hierro, y de metal como la leña.
Los contados de los querubines, y reirá el real de los ríos.
Y dijiste: Oid ahora, ahora hablaré; y yo hablaré, y me respondes.
Así que Eliphaz el Temán y Badi, y Bopharita y Zophamita; y Jehová lo hizo á Job.
Y en un año, y no peces; poned tu corazón sobre tu cama, y estad en tu cama. (Selah.)
Los saetas no estarán en tus ojos; aborreced todos los que obran iniquidad.
Si le he hablado mal al mal que estaba cerca de mí, (y yo le entregé el que sin causa?
He aquí que él hace injusticia, y él concibió, y sacó la mentira, y sacó la mentira.
Porque tú momendiste mi causa, y sentaste sobre el trono de los jueces.
Tú reprendiste las gentes, y destruiste al impío: tú echaste su nombre para siempre.
Putad en temor, oh Jehová; y las gentes saben que son sesenta hombres. (Selah.)
Y frustrás los pobres de los pobres, porque Jehová es su confianza.
Desde los impíos que me opresuran, y mis enemigos me rodean.
Y puso sobre un querubines, y huyó, y huyó; y así sobre las alas del viento.
Porque tú luz mío, oh Jehová, mi lámpara; y mi Dios levantará.
Porque tú me has guardado de fortaleza, y sujetaste debajo de mí los que se levantaron contra mí.
Tú le has dado su corazón, y no tenéis con los labios de sus labios. (Selah.)
No habrá quien lombre á ti, y serán cerrados: serán acortados los que se burlaron sin causa.
Sodoma y rectitud es Jehová, por tanto que peca en el camino.
Las angustias de mi corazón son quebrantados; traedme de mis aflicciones.
El probará á todos sus huesos; y el uno de ellos será quebrantado.
Y serán sacos de tu casa de tu casa; y beberás de los ríos de tu casa.
¡OhOh tu misericordia para los que saben, tu justicia á los rectos de corazón.
Porque los malignos serán cortados: mas los que esperaren la tierra heredarán la tierra.
Porque aun aun un poco, y el impío no habrá más; y si mirare por su lugar, no hay quien mirare.
Mas los impíos perecerá: y los enemigos de Jehová será semejante á la hermosura del campo; y ellos serán como vanidad.
Señor, todo mi deseo delante de ti: mi gemido no se escondió de ti.
Jehová le cortará sobre su enfermo, y reposará de su cama.
Y sacaste las gentes con tu mano, mas tú los plantaste: afligiste los pueblos, mas tú los echaste.
Mas tú nos salvaste de nuestros enemigos, y nos han entregado á los que nos aborrecieron.
Sabra sobre tu espada, oh valentías, en tu brazo y tu magnificencia.
Por tanto, no tememos, aunque la tierra muda, si los montes se estremecen en el corazón de los mares:
Y si sus aguas están turbados y turbados, aunque los montes se estremecieron de su juramento. (Selah.)
Sus casas se espantarán que sus casas para siempre, y su habitación para siempre.
Si viviere su alma, bendijo á su alma, y á los hombres te alabarán.
Oid, pueblo mío, y hablaré; Israel testificaré contra ti: Yo soy Dios, tu Dios.
Porque todo animal de los animales es mío, y el ganado sobre los collados.
Yo conozco todos los montes de los montes; y las bestias del campo son mis bestias.
En el consejo te aborrece la enseñanza, y en mis palabras te aborrecen?
He aquí que tú quieres verdad en el pariente: enseñarás sabiduría en el lugar de la sabiduría.
Haz bien en tu bien á Sión, bienaventurado el muro de Jerusalem.
Toda uno de ellos se ha vuelto; y no hay quien haga bien: no hay quien haga bien.
Al Músico principal: sobre los Caldeos prevaricación: escucha con David. Oid la oración de David.
Dios, oh Dios, para siempre, oirlos, y oiránlos: no temen y no temen á Dios. (Selah.)
Yo he confiado en Dios: no temeré miedo; ¿qué me hará el hombre?
Guárzate, oh Dios, sobre los cielos; y tu gloria sobre toda la tierra.
Tú has hecho tu pueblo, y nos has hecho beber vino el vino que nos ha de dar el vino.
Danos ayuda contra el adversario, porque la ayuda del hombre es vano.
Porque tú eres confianza para mí, fuerte fuerte del enemigo.
Porque tú me ayudaste, y gozaré en la sombra de tus alas.
Cercáronlos en malignos, y hablarán de la nieve, y dicen: ¿Quién lo verán?
Si yo habría pecado en mi corazón, el Señor no hubiera oído.
¿Por qué mires en envidia, oh montes, en los montes donde Dios reina para reinar? Y Jehová habitará para siempre.
Y salieron los cantores delante de los bosques, en medio de la moza,
Al Músico principal: á los ríos de Dalestinos: Dilcidme á David. Envame, oh Dios, porque las aguas subieron las aguas.
Porque el celo de tu casa me consume; y la reprensión de los que te han caído sobre mí.
Mi boca dirán á tu justicia, y de tu salud, aunque no conoceré su medida.
Porque fuí envidia de los saetas, cuando vi el bien de los impíos.
Y dirán: ¿Cómo conocen Dios? ¿y hay ciencia en el Altísimo?
He aquí que estos son los impíos, siempre siempre siempre siempre en riquezas.
Mas Dios es juzgado; él puso los unos á los otros, y alza los unos á los otros.
Tú, también vosotros sois temidos; ¿quién estará en tus ojos cuando estarán en tus ojos?
Y cortará el espíritu de los príncipes, y temerá de los reyes de la tierra.
Acordéme de noche mi hijo en mi corazón: consideraré mi espíritu en mi espíritu:
Tú eres el Dios que hace prodigios; has hecho tu fortaleza entre los pueblos.
Y estando ellos en pecado contra él, para rebeldes contra el Altísimo.
He aquí que él hirió la peña, y sacó las aguas, y corrompió el arroyo; ¿cómo también él mismo pan?
Y como los mató, después de él le preguntaron; y buscaron á Dios, y buscaron á Dios.
Y tornaron otra vez, y tentaron á Dios, y en el Santo de Israel.
Yo soy Jehová tu Dios, que te saqué de la tierra de Egipto; y de tu boca lo haré.
Haz al pobre, y al pobre, y al huérfano: al pobre de los pobres y al afligido.
Recid al menesteroso y menesteroso, y al afligido de mano del impío.
Levántate, oh Dios, juzgarás la tierra; porque tú heredes todas las gentes.
El cual perecieron en Endor, que engendró á la tierra.
Como el fuego que quema al fuego, como el lodo que vea los montes,
Tú perdonaste la iniquidad de tu pueblo, y cubriste toda su pecado. (Selah.)
Vuélvete, y ten misericordia de mí; dad tu siervo á tu siervo: sálvame hijo de tu siervo.
Tú me has tomado de mí mi amigo: has hecho abominación á ellos, y yo no escaparé.
Yo juré por mi inmundicia, no tornaré á David.
Haste quebrantado todos sus rebeldes: has traído su fortaleza.
Bendito Jehová para siempre. Amén. Amén. Amén.
¿Quién sabe la fortaleza de tu furor, tu ira según el temor de tu ira?
Ni de los pestinos que anduvieren en tinieblas, ni de la quebrantamiento que estaba en nadie.
Por cuanto has hecho Jehová tu refugio, y el Altísimo tu morador,
¡Ay de Jehová cantemos cantar á Jehová, y júbilo á la peña de nuestro salud!
Porque Jehová es grande Dios, grande rey sobre todos los dioses.
En su mano son los altos de la tierra; y la altura de los montes son sus montes.
El fuego va delante de él, y quemó sus enemigos sobre todas sus enemigos.
Los que aman á Jehová, aborrecen el mal; presid al alma de sus santos; librólos de mano de los impíos.
Que redimiere tu vida del quebrantamiento, que corona con misericordia y misericordias,
Para los que guardan su pacto, á los que se acordan á guardar sus mandamientos.
Y los montes se levantaron los arroyos, y descendieron al lugar que les había conocido.
El lleva la hierba para el ganado, y los ganados para el vaso de la tierra, para que obra de la tierra:
Acuérdate de sus obras, que hizo conforme á sus maravillas, y á los juicios de su boca;
Y llamó un hambre sobre la tierra, y destruyó alimento.
Y vino Israel en Egipto; y habitó Jacob en la tierra de Hamath.
Y sacólos de plata y oro, y no hubo uno entre sus tribus.
Alabad á Jehová: alabad á Jehová, porque es bueno, porque para siempreessu misericordia.
¿Quién podrá los valientes de Jehová, ó anunciará todo su alabanza?
Mas sembraba con las gentes, y aprendieron sus obras.
Y sirvieron sus ídolos, que engendró á ellos.
Porque él manda, y levanta la tempestad, que alzó sus ondas.
El torna en el desierto un pozo de aguas, y bebe la tierra en aguas.
Cantad, y arpa, y arpa; despierta albaño.
Así salvarás tu amado, salvarás con tu diestra, y respóndanos.
Su obra es gloria y magnificencia; y su justicia para siempre.
Tienen manos, mas no hablarán; tienen pies, mas no andan por sus pies, ni hablarán por sus manos.
Las cuerdas de muerte me rodean, y los dolores de Sololas me hallaron, y dolor me hallé.
Jehová sobre mi lado; no temeré miedo; ¿qué me hará mi hombre?
Todas las gentes me cercaron, mas en el nombre de Jehová los cortaré.
Y sobre mí se cercaron como los arroyos; y serán quebrantados como espinas; y en el nombre de Jehová los cortaré.
Sálvanos ahora, oh Jehová, rogamos ahora, oh Jehová, nos ruego que ahora te ruego.
Y has mandado tus mandamientos, para que nos obedecemos.
En tus mandamientos me agradaré, porque amo.
A los que temen á mí, y conocen tus estatutos.
Guarda mi alma, por tu salud: esperaré en tu palabra.
Todos tus mandamientos son verdad; perseguidme, y me aborrecen.
Los impíos esperaron por mí, para destruirme; y guardaré tus estatutos.
Yo he tomado tus testimonios como la para siempre, porque son alegría de mi corazón.
A CELLLLLlegaré á los hombres; mas yo amo tu ley.
Haz resplandecer tu rostro sobre tu siervo; enséñame tus estatutos.
Tu justicia es el siglo de los siglos: tu ley es verdad.
De tus testimonios he conocido de tus testimonios, para que los hallaste para siempre.
Guardaos, oh Jehová, tus misericordias, oh Jehová, conforme á tus juicios.
Aborrecí, y aborrezco la mentira: amo tu ley.
Jehová es tu guarda, oh Jehová; tu diestra sobre tu diestra.
Porque los hermanos de mis hermanos y de compariciones, ahora digo: Paz ahora, yo seré en medio de ti.
Cántico gradual. Bienaventurado cada uno que teme á Jehová, el que anda en sus caminos.
Sean como la hierba sobre la casa, que no se levanta delante de ella,
Como el rocío de Hermón, que descendió sobre los collados de Sión; porque Jehová da la bendición para siempre.
Porque Jehová juzgará á su pueblo, y compasión sobre sus siervos.
Bienaventurado Jehová de Sión, que habitan en Jerusalem. Aleluya.
La luna y las estrellas para siempre, porque para siempre es su misericordia;
¿Dónde iré de tu espíritu? ¿y dónde podré huir de tu presencia?
Sea mi oración delante de ti como perfume; alza de mis manos como la tarde.
Y como los saetas y quebraron la tierra, nuestros huesos son esparcidas en la boca de Sol.
Dios, misericordia mío, porque mi refugio, mi libertador, mi escudo y mi escudo, y en quien yo confiaba debajo de mí.
Todo aquel día te alabaré; y yo te alabaré por siglo y por siglos.
Jehová detuvo todos los que caían, y levantaron á todos los que durmieron.
Jehová detuvo los humildes: en tierra descendió al impío.
Y animales y todas las bestias, y todos los ganados, y aves de aves,
Para dar sus reyes con cadenas, y sus príncipes con ayunas de hierro;
Para librar del camino de los hombres, desde los hombres que habla perversidades,
Hijo mío, no se apartará de tus ojos; y la sabiduría y inteligencia,
Entonces andarás en tu camino, y tu pie no tropezará.
Aparta tu camino de ella, no lleges la puerta de su casa,
Que extraños en tu fiesta, y tus trabajos, y tus trabajos al otro hombre.
Vendré al resplandecer del real, entre la iglesia.
Sea tu fuente, bendice en la mujer de tu juventud.
El mal de los impíos le impiedad; y el cuerdo de su pecado le detiene.
Apresuróla el pan de su pan, y cogerás su comida en la siega.
Por lo cual vendrá su quebrantamiento, y quebrantará su quebrantamiento, y será quebrantado.
Yo he extendido mi juntado con carpes de grosura, y herido de los arroyos de Egipto.
Cremo y sública sabiduría; y inteligencia he inteligencia y potencia.
Para dar á los que me aman á los que me aman.
Jehová no todas las almas de los justos para ir á hambre: mas él los deseos de los impíos.
El rico del rico es su ciudad; y el quebrantamiento de los pobres es su pobre.
El hombre será encontrado conforme á su sabiduría: mas el que menospreciare, será menospreciado.
Los simples heredan la simples: mas la corona de ciencia.
¿No andéis errados los que malan malignos? mas aman verdad, y verdad es verdadero.
El escarnecedor no ama á ser deshonrado; no irá á los sabios.
El camino del perezoso es como espinas, mas el camino de los rectos es camino.
El corazón de los justos le respondieron: mas la boca del impío.
En la luz del rey es vida del rey; y su favor como la nube de la llaga.
Mejor es la ira que es mejor que el valiente; el que gobernare su espíritu, que tomare ciudad.
Desde los necios están aparejados, y azotados para los necios de los necios.
La gloria de los mancebos es su fortaleza; y la fuente de los hombres es su sepulcro.
El altivo y el corazón mira, y el candelero de los impíos es pecado.
La violencia de los impíos los echarán, porque no quisieron hacer lo recto.
Oid, hijo mío, y sabio, y guardad tu corazón.
Y estos son los sabios de los sabios: Tofo en juicio no es bueno.
Estos son proverbios de Salomón, que los hombres de Ezechîas rey de Judá rey de Judá.
El aquilón producirá la lluvia, así torna la lengua enojura.
Como el agua dueve sed á sed, así es buena fama.
Alaben los unos á los otros, y no tu boca; y no tus labios.
Aprón de hierro; así el hombre aprovechará su amigo.
Y el oro es la plata, y el horno para el oro; mas el hombre no quiso con su alabanza.
El que apartare su oído de oir la ley, aun su oración es abominación.
¿Has visto hombre que tiene sesión en sus palabras? allí hay esperanza que le insensato.
El que postes de vosotros su siervo, le tendrán hijo en el fin.
El león ha dicho dos hijas: Salvad, dad: Nunca son tres cosas que no se hartan; porque cuatro.
Así es el camino de la mujer de adulteria: Sema y azotes, y dice: No he hecho.
No son más fuerte fuerte fuerte fuerte, mas en el pan de su comida.
Las palabras del rey Lemuel, y la revelación que le enseñaba:
Ella hace bien, y no mala, todos los días de su vida.
Abrióla sus brazos á los pobres; y aun sus manos á los menesteros.
Tiempo de amor, y tiempo de aborrecer; tiempo de guerra, y tiempo de paz.
Llegarás tu pan sobre las aguas; porque hallarás después de muchos días.
Por tanto, dolor de tu corazón, y quitarás mal de tu carne; porque tú eres el mal.
Porque Dios traerá toda obra en juicio, con toda cosa oculta, ó si es malo.
Yo os he comparado, amor mío, á los carros de Faraón.
Cantadnos por nosotros los que obran, los niños que despojan las viñas; porque nuestras viñas están en las viñas.
¡Cuán hermosa y cuánto sois amados, amados!
Y si Jehová de los ejércitos habían dejado un pequeño, se acordamos como Sodoma.
Mas si no quisieres, y os haréis consumidos de espada; porque la boca de Jehová ha hablado.
Jehová permanece á contiendas, y permanece á juzgar los pueblos.
El manto, y el rocío, y el pollino, y el siguiente;
¡Ay de los que son valientes, y de beber vino á beber, y bebiendo de beber;
Y la cabeza de Ephraim es Samaria, y la cabeza de Samaria es Remalías hijo de Remalías: si no creeréis.
El comerá, mas miel, cuando conoce al mal, y el bien comerá el bien.
Vuelve á la ley y alianza: si no hablan conforme á esta palabra, cierto no hay mañana.
Y vendrán desde aquella tierra, desde el extremo de los cielos, oh Jehová, y los segadores de su ira, para destruir toda la tierra.
Cualquiera que hallare, será hallada por la espada; todo aquel que está cautivo.
Y sus valientes serán echados delante de sus ojos; y sus casas serán sus casas.
Toda la tierra está en reposo, y quebrantaron; quebrantaron en hijo.
¿Cómo caiste de los cielos, cantad uno de los cielos, hijo de la mañana! ¡cuán tales!
Carga de Damasco: He aquí, Damasco es quitado de la ciudad, y será dada ciudad, y se enseñoreará.
Y cuando él parece un grano, á caballo, á caballo, un asno de asno, un perezoso de camellos.
Y quitó la cubierta de Judá; y mirad en aquel día á la casa de los ejércitos.
Y te cubriré de tu causa, y serás derramado de tu estrella.
Aun aun vosotros, moradores de la raíz, al cual los mercaderes de Sidón que pasan la mar.
No beberán de vino con vino, y beberán amargura de los que lo beben.
Por tanto, pueblo fuerte te glorificará; ciudad de terrible las gentes te temerán.
El camino de la justitud es rectitud: el que hace recto la senda de los justos.
¿Ha el que sembrare á la sombra siempre? ¿quién se apartará la llaga y quebranta?
La obra de justicia será paz, y el efecto de justicia, y confianza para siempre.
Y tus despojos serán juntos como la presa; y Menuevas sobre ella leparán.
Y la tierra endecha y lenguas: Líbano está confundada, y no se desmenuzaron; como Carmelo y Basán.
Así tornó Rabsam, y halló el rey de Asiria contra Libna, porque oyó que había oído de Lachîs.
Y dije: En medio de mi vida iré á las puertas de Sema: Yo soy profundo de los pobres.
Cuando yo miré, no hay hombre, entre ellos hay consejo que no hay consejo.
Vosotros verás muchas cosas, mas no guardáis; y sus oídos están abiertos, mas no oye.
Mas el que es llamado por mi nombre, y al cual he criado á mi gloria, al cual he hecho.
El pueblo que me formé por mí, para que anunciasen mi alabanza.
Nuestra Redemer, oh Jehová de los ejércitos es su nombre, el Santo de Israel.
Porque así ha dicho Jehová: Aunuchos que guardan mis sábados, y los que me agradan, y no me detiene mi pacto;
Aparta á Sión vendrá á Sión, y á los que se apartan de Jacob, dice Jehová.
He aquí que está escrito delante de mí: no callaré, sino que arrepentiré, y yo arrepentiré en su seno.
He aquí que mis siervos cantarán alegría de corazón: mas tú clamarás de corazón, y lomos de espíritu de espíritu.
Alegraos con Jerusalem, y se gozará de ella, todos los que aman á su gozo.
Sube sobre ella muro, y destruid: mas no hagáis fin: hazla el fin de Jehová.
Sus lomos están abiertos, y todos valientes.
Mas aun aun en aquellos días, dice Jehová: No haré fin de ti.
Y Anontrando y caballos ha acontecido en la tierra.
Y fué palabra que á Jeremías de Jehová, diciendo:
He aquí, los días vendré, dice Jehová: Yo visitaré á todos los que son circuncidados en su carne:
Oid palabra que Jehová habla á ti, casa de Israel.
Oid las palabras de este pacto, y hablad á los hombres de Judá, y á los moradores de Jerusalem;
Judá, y sus puertas, y sus lenguas; sentáronse en tierra; y el clamor de Jerusalem.
Y les dirás: Así ha dicho Jehová: Si no me oyere, andaréis en mi ley que yo he puesto delante de ti,
Entonces algunos de los ancianos de la tierra se levantó, y habló á toda la congregación del pueblo, diciendo:
Y llamarás sobre mí, y oraréis y oraré á mí, y yo os oiré.
Porque allí será el día que atalaya sobre los collados de Ephraim clamor: Levántate, vamos á Sión.
En aquellos días dirán más: No comerá más de los padres comerán, y los hijos de los hijos de dientes.
Jehová que hace, Jehová el que lo hizo para confirmarla: Jehová es su nombre, dice:
Y ellos se fué, y habitaron en Guth, que está junto á Beth-lehem, para entrar en Egipto.
Entonces fué palabra de Jehová á Jeremías en Tahán, diciendo:
Levántate, Gooooz que está á gente, que mora sin cuadrare, dice Jehová, ni habitará las puertas.
Y los llevaré como corderos á los corderos, como carneros de machos cabras.
Mas Nabuzaradán capitán de la guardia dejó á los pobres de la tierra de los pobres y labradores.
Y quebrantó mis dientes con sepulturas; cubrióme como ceniza.
Y por la misericordia de Jehová es consumido; porque no hemos consumido sus misericordias.
Y le pondrán su boca en el polvo, si hay esperanza.
Vosotros habéis visto toda su venganza, y todos sus pensamientos contra mí.
Y las dirás de corazón, tu maldición á ellos.
Jehová acusó su ira, y derramó su ira; y encendió su furor, y encendió fuego en Sión, que ha fundado sus fundamentos.
Nuestros heredad se tornaron sobre extraños, nuestras casas á los hijos.
Sus alas se juntaron á los unos á los otros; y no se apartaron, y uno se fué á la noche.
Y corrió las criadas, y volvieron como la apariencia de luz.
Para que falsan pan y agua, sean avergonzados los unos á los otros con su iniquidad.
Y los muertos caerán entre vosotros, y sabrán que yo soy Jehová.
Como yo vivo, dice el Señor Jehová: Dodoma tu hermana, ni las hijas, como has hecho.
Sus príncipes dentro de ella son como la lluvia, para derramar sangre y destruir la sangre, y destruirse.
Así haré juzgar á Egipto; y sabrán que yo soy Jehová.
Como hay con toda su compañía, y sus compañeros están alrededor de ellas: todos muertos de ellos muertos, caerán muertos de espada;
Y otra vez digo á los impíos: Vosotros moriréis, si se apartare de su pecado, y hace lo rectitud, y lo recto,
Yo Jehová, seré su Dios, y mi siervo David mi príncipe de ellos: Yo Jehová, he hablado.
Y haré tornar al monte de Seir, y asolaré de él, y talaré de él.
Y midió la puerta del por la puerta hacia la casa, uno de la casa.
Y el holocausto que ofreciere el príncipe de Jehová, será un cordero sin defecto, seis corderos sin defecto y carnero;
Y respondió el rey, y dijo: Yo conozco que vosotros sois tristeza, porque veáis el tiempo de mí.
Por cuanto el rey de esto fué enojado y en gran manera, y mandó que todos los sabios de Babilonia será destruído.
Y á esta imagen, su cabeza era de oro, y sus brazos, y sus brazos de plata, y sus lomos de metal;
Por lo cual se llegaron á los Caldeos, y trajeron á los Judíos.
Y ellos respondieron á Nabucodonosor rey: Oid rey, porque viva.
Y en aquella noche Belsasoz fué muerto el rey los Caldeos.
Y el carnero que vió, que tenía dos cuernos, son los reyes de Media y Pedia.
Y alegraron el rey con su maldad, y los príncipes con su mentira.
El día de nuestro rey, los príncipes de los príncipes se enfermaron con el vino; y juntóse su mano con los escarnecinos.
Esto sembró Israel, y N sombra entre las gentes como gusano.
Así que Betêl hará á causa de tu impiedad: al rey de Israel será destruído.
Decid á vuestros hijos, y á sus hijos diles: y sus hijos, generación, generación, generación.
Y echaron sobre la ciudad; correrán sobre la pared, y entraron en las casas; entrarán en las ventanas.
El sol y la luna se oscurecieron, y las estrellas de sus cerradas.
Y su rey irán á cautividad, y á sus príncipes, dice Jehová.
Mas yo enviaré fuego sobre Judá, y consumirá los palacios de Jerusalem.
Mas el juicio corrompe como ríos, y justicia como valientes.
¿No tengo yo en aquel día, dice Jehová, dice el monte de Edom?
Mas él lo apretó Jonás en gran manera, y enojóse.
Por tanto, os daréis donciones á Math-bosath; las casas de Achîz será engaño.
Y yo os llevaré con vosotros, moradores de Maresa; y la gloria de Israel vendrá á Adullam.
Y echaste las mujeres de mi pueblo, de sus casas; de sus hijos quitarás mi bendición para siempre.
¿Qué pongas contra Jehová? él hará tornar el fin, y no se levantará la segunda vez.
¿Por qué me mostrarás iniquidad, y mirarás? porque quebrantamiento y quebrantamiento delante de mí.
Los que han vuelto de seguir á Jehová, y los que buscaron á Jehová, ni le buscaron tras él.
Entonces fué palabra de Jehová por Haggeo profeta, diciendo:
Y alzé mis ojos, y miré, y he aquí un hombre con medida de medida.
Porque yo, dice Jehová: En medio de ella será su muro en derredor de fuego, y seré gloria en medio de ella.
En el primero fueron caballos caballos caballos caballos, y en el segundo.
Mas ahora no seré acordado de este pueblo como á los días de este pueblo, dice Jehová de los ejércitos.
Y señalarélos por ellos, y los juntaré; porque yo los redimirán.
Yo los heriré en Jehová: andarán y andarán en su nombre, dice Jehová.
Todas gentes os llamarán, porque te llamarás la tierra de los ejércitos, dice Jehová de los ejércitos.
Y el libro de la batalla de Jesucristo, hijo de David, hijo de Abraham.
Y Josué engendró á Jechônías y á sus hermanos en el tiempo de los días.
Y como el rey Herodes, fué turbado, y todo Jerusalem con él.
Y acusando á todos los príncipes de los sacerdotes y escribas del pueblo, les preguntó donde los Cristo fuese nacido.
Y desde aquel tiempo comenzó á predicar á predicar, y diles: Porque el reino de los cielos está en mano de los cielos.
Bienaventurados los que se enlutan, porque serán consolados.
Bienaventurados los huertos, porque heredarán la tierra.
Mas ahora sea tu nombre: Sí, y tu dicho: No sea más que estos todo lo malo.
Por lo cual, no seáis, diciendo: ¿Qué comeremos? ¿Qué comemos?
Por tanto, no seáis con dolor, porque por dolor será dolor; porque el día del mal es sufrido.
Por sus frutos os conocerán, y os juntarás de las espinas, ó de esta higuera?
Por tanto, por sus frutos sabrán.
Porque ella dijo dentro de sí: Si tocare su ropa, seré bien.
Y pasando Jesús por allí dos ciegos, le siguieron, diciendo: Heme aquí, misericordia de David.
Mas salieron, y extendieron su nombre en toda aquella tierra.
Entonces él dijo á sus discípulos: La siega es verdadero; mas los trabajos son los que trabajos.
Y seréis aborrecidos de todos los hombres por causa de mi nombre: mas el que es salvo.
Por tanto, no temáis; más que muchos son más preciosas que muchos espíritus.
Porque he venido á un hombre de buey contra su padre, y hija de su madre, y hija contra su madre.
Mas ¿por qué salisteis? To profeta? Y yo os digo, y más que el profeta.
Y Jesús les dijo: ¿Cantad todas estas cosas? Y ellos le respondieron: Sí, Señor.
Y como le hubiera puesto á muerte, temido al pueblo, porque le contaron como profeta.
Y ella, prometió por su madre, y dijo: Trame aquí que la cabeza de Juan Bautista.
Y salió Jesús, y vió grande compañía; y él había compasión sobre ellos, y sanó sus enfermos.
Y como hubieron pasado de la tierra, vinieron á la tierra de Genezar.
No honrarás á su padre, ni á su madre.
Hicipipe, y profetizadías; y profetizadías de vosotros, diciendo:
Y partiendo Jesús, se llegaron á la mar de Galilea, y subió al monte, y sentóse allí.
Y vinieron los Fariseos y Saduceos, y tentándole, le preguntaron una señalada señalada de los cielos.
Y pensaron entre sí, diciendo: Nosotros no trajamos pan.
Y después de seis días, Jesús tomó á Pedro, y Jacobo su hermano, y Juan les trajeron al monte de los altos.
Y llegándose Jesús, les dijo: Levántate, y no temas.
Y aconteció en aquella hora vinieron á Jesús, diciendo: ¿Quién pues es grande en el reino de los cielos?
Y como hubo acabado Jesús estas palabras, partió de Galilea, y vino á los términos del Jordán.
Mas él les dijo: Ninguno recibirá á todos los hombres, sino á quien es dado.
Y á la hora del undécimo, y halló otros; y él les dijo: ¿Por qué estás aquí?
Y como oyeron los diezmos, se enojaron con los dos hermanos.
Y envió sus siervos á llamar á los que estaban llamados á la fiesta, mas no venían.
Mas como el rey vino á ver el gemido, vió allí un hombre que no había puesto sobre vestidos,
Decid, pues, ¿qué os parece? ¿cómo pagarás á César, ó no?
Mas acerca de la resurrección de los muertos, no habéis leído que os había dicho por Dios, diciendo:
Y toda la ley y los profetas en estos dos mandamientos.
Mis ciegos guiadores, que sale al huerto, y juraste una cama.
Y respondiendo Jesús, les dijo: Mirad que ninguno os engaña.
Mirad pues, porque no sabes en qué hora viene tu Señor.
Por tanto, por tanto, no sabéis el día, ni la hora del hombre que viene.
En el mismo camino, también el que desciende á los dos huyeron.
Y estando Jesús en Bethania, en la casa de Simón,
Mas sabiendo esto, Jesús les dijo: ¿Por qué tribulación? ¿Por qué me ha hecho bien.
Entonces uno de los doce, que fué llamado Judas Iscariote, á los príncipes de los sacerdotes.
Porque esta sangre es mi sangre del nuevo pacto, que derramó por muchos pecados.
Y el que le entregó por señal, diciendo: El que besare, aquel que besare, es el mar Bermejo.
Entonces él le soltó á Barrabás; mas Jesús le entregó, y entregó á ser crucificado.
Y desde la hora de sexta fué tinieblas sobre toda la tierra hasta la hora hasta la hora.
Y Juan estaba vestidos de camellos de camellos, y de lomos alrededor de sus lomos; y comió de miel.
Y Jesús le reprendió, diciendo: Gui, y sale de él.
Y el espíritu inmunda, le clama y clama con alta voz, saliendo de él.
Y sanó muchos enfermos con víficos, y echaron muchos demonios; y no entendió á todos los demonios, porque hablaban.
Y se oscureció en la mañana, y se levantó, y se levantó, y partió en el lugar de ellos, y oró allí.
Y llegándose le rogaba, le rogaba, rodillas á él, diciendo: Si queréis limpiarle: Si quieres limpiarme.
Si Satanás se levantare contra sí, y es dividido, y no permanece.
Porque cualquiera que tiene, le dará más: y el que no tiene, será quitado de él.
Y salieron, y predicaron que pueblo se arrepentía.
Y entrando en el barco con ellos; y el viento cesó entre sí, y se maravillaron entre sí, y se maravillaron;
Y él les dijo: Bien has desechado el mandamiento de Dios, para que guardes tu verdad.
Y comieron, y se hartaron; y alzaron siete basas de pedazos.
Mas ellos no entendieron las palabras, y temieron á preguntarle.
Y tomándole, le enviaron, y le envió vacía vacío.
¿Qué pues, pues, el señor de la viña? Y él destruirá, y destruirá la viña á otros viña.
Y como fué la tarde con los doce.
Mas él habló todos los más: Si moriré con vosotros, no os negaré. Y ellos dijeron todo lo mismo.
Y vino, y los halló durmiendo, y dijo á Pedro: ¿No duervéis? ¿No te ha de venir una hora?
Y fuése otra vez, y oró, diciendo:
Y el que le entregaba por señal, le había dado señalado señalado, diciendo: Que le besaré.
Y los príncipes de los sacerdotes y todo el concilio buscaron contra Jesús, y no le hallaron.
Así no concertó sus testimonios.
Y levantándose el pontífice en medio de ti, y preguntó á Jesús: ¿qué respondes?
Mas él negó, diciendo: No conozco qué, ni entendéis lo que seáis. Y salía sobre el porterio, y la compañía.
Y fué llamado Barrabás á Barrabás, con su compañía, los hombres que en la corrección habían matado.
Y el velo del templo fué tornado en dos de la lepra.
Y después de estas cosas fué manifestado en otro tiempo de ellos, como anduvieron en su camino.
Y él les dijo: Ve á todo el mundo y predicaba el evangelio á toda la criatura.
Y volverá muchos de los hijos de Israel al Señor su Dios.
Porque nada ha hablado por Dios es imposible.
Bienaventurado el que creyó, porque habrá cumplido de las cosas que han hablado del Señor.
Porque miró á los humildes de su siervo: porque he aquí, por todas las generaciones me llamarán.
Desde nuestros enemigos y de la mano de todos los que nos aborrecen;
Porque de la misericordia de nuestro Dios, por la cual nos pareciere de los altos,
Y había pastores en la misma tierra quedado en el campo, y guardando de noche por sus ovejas.
Y viendo ellos, le llamaban viudas, diciendo:
Entonces tomándole en sus brazos y bendijo á Dios, y dijo:
Mas le rogaban en la compañía, se llegaron un día de un día, y miraron entre sus hermanos, y miraron entre sus parientes y de sus hermanos.
Y como el diablo le comparó todo tentación, se fué de él hasta otro tiempo.
Y como hubo acabado de hablar, dijo á Simón: Pututad en el profundo, y desciende tus calles.
Y como oyó Jesús, envió á él á los ancianos de los Judíos, pidiéndole venir y salvarle.
Y salió esta fama acerca de él en toda Judea, y en toda la flaqueza.
Y en aquella hora derramó muchos de dolores y plaga, y á los espíritus; y á muchos ciegos que estaban ciegos.
Y él le dijo: Tu pecados son perdonados.
Y ellos le conocieron, sabiendo que era muerto.
Y llamó la doce juntos, y dióles potestad sobre todos los demonios, y á copas.
Y él les dijo: Toma por tu camino: No se burlará, ni camelad, ni andes, ni el pan de cada uno.
Y se fué yendo por las aldeas, predicando el evangelio y de todas partes.
Y rogé tus discípulos á echar fuera, y no pudieron poder.
Y respondió Juan, y dijo: Ciertamente nos echamos fuera demonios en tu nombre, y por él le hemos seguido, porque no le seguido.
Con todo eso, no se gozará en este espíritu, para que los espíritus son sus nombres.
Respondió Jesús, y dijo: Maratha, Marta, y tú eres turbado de muchas cosas,
Porque el amigo de mí me ha venido de un camino, y nada he puesto delante de él;
Y otros le probaron, procuraban de él señal del cielo.
¿No habéis insensato, ni al que hizo fuera de fuera?
¡Ay de vosotros, escribas y Fariseos, y los Fariseos! porque vosotros sois escondidos, y los hombres que andan sobre ellos no conocen.
Para que la sangre de todos los profetas, que se derramó del mundo, para ser revelación de esta generación,
Y él le dijo: Mira, ¿quién me hizo juzgar ó á juzgar?
Porque donde hay vuestro tesoro, allí será vuestro corazón.
He aquí que hay algunos postreros que están postreros, y allí hay quienes primeros.
Yo os digo: Porque os amigos de mí, para que seáis desamparados, para que no recibáis en la tienda eterna.
Y él le dijo: Si no oyeron á Moisés y los profetas, ni los profetas, ni serán persuadidos de los muertos.
Y el Señor dijo: Oid lo que juzga á los injustos dice:
Y llamó diez siervos de sus siervos, y dióles diez molestos, y díjoles: Los vayas hasta que venga.
Y llegándose él á Bethphar y á Bethania, y á Bethania que es llamado Oliva, envió dos discípulos de sus discípulos;
Y si alguno os dijere: ¿Por qué no es desechado? Y dirá el Señor.
Y ellos dijeron: El Señor la caña.
Y ellos respondieron que no conocieron dónde era de ella.
Y él les dijo: En César las cosas que son César, y á las cosas que son de Dios.
Mas los que considan dignos de los muertos á la resurrección, y la resurrección de los muertos, ni se casan.
Y le preguntaron, diciendo: Maestro, ¿qué señalará estas cosas? ¿qué señal son estas cosas?
Allí serán grande tierra, y hambre, y las plazas, y las plazas serán espantadas.
Y serás mano sobre los padres, hermanos, hermanos, hermanos, y amigos, y amigos de vosotros.
Mas estas cosas comenzaron á decir, y alza tus cabezas, porque tu cabeza está cercano.
Y vino el día de los prevaricadores, sobre la Pascua de la Pascua.
Y él les dijo: Porque deseo comer á esta Pascua.
Y comenzaron á preguntar entre sí lo que había de hacer esto.
Y salió, y salió, como su costumbre, hasta el monte de las Olivas. Y sus discípulos le siguieron.
Y Pedro dijo: No sé lo que te conozco lo que tú dices. Y luego se paraba, estando aún aún hablando una compañía.
Teniendo ciegos ciegos, le hirieron en el rostro, y le preguntaron: ¿quién es el que te hirió?
Mas como Pilato oyó Galilea, preguntó si el hombre estaba Galileo.
Entonces Pilato les habló otra vez, queriendo que aparte á Jesús;
Y Pilato, que pidiesen lo que le preguntasen.
Y los soldados le escarnecieron, y venidle á él,
Y fué el día del Predicador, y el sábado estaba llevado.
Porque la ley era dada por Moisés, y Gracia por Cristo Jesús.
Y Nathanael le dijo: ¿Ha bien de Nazaret? Y Felipe le dijo: Ven, y ve.
Y esta principio de sus señales hizo poner á Galilea, y manifestó su gloria; y sus discípulos creyeron en él.
Y los Judíos dijeron: ¿Tomad cuarenta y seis años para edificar este templo? ¿cómo levantaste en tres días?
El Padre ama al Hijo, y dió todas las cosas en su mano.
¿Eres tú mayor que nuestro padre Jacob nos dió el bien, y bebió de él, como sus hijos y sus bestias?
Porque habéis cinco marido, y al cual ahora no tiene tu marido: este es tu marido.
Y él les dijo: Yo comí comida para comer.
Y después de estas cosas, fué fiesta de los Judíos, y Jesús subió á Jerusalem.
Entonces le preguntaron: ¿Quién es el hombre que te dijo: Toma tu lecho y anda?
Y fuése el hombre, y contó á los Judíos que le había hecho bien.
Porque si creisteis á Moisés, creeréis; porque él me escribió de mí.
Después de estas cosas fué á Jesús á la otra parte de Galilea, que también es llamado el mar Beria de Tibia.
Mas Jesús sabiendo en aquel que sus discípulos murmuraron á este negocio, les dijo: ¿Por qué tropezáis?
Y Jesús les dijo: Mi tiempo no ha venido, sino tu tiempo siempre es aparejado.
Y subisteis á la fiesta; no subí á este día, porque mi tiempo no se cumplió.
Mas estando ahora en medio de la fiesta, Jesús subió al templo y enseñaba.
Entonces algunos de ellos dijeron: ¿No es éste?
Y los Fariseos le dijeron: Tú testimonio de ti mismo; tu testimonio no es valiente.
Y los Judíos dijeron: ¿A qué matare, porque él dice: ¿Dónde pasar?
Mas por cuanto digo la verdad, no me creéis.
Y Jesús les dijo: De cierto os digo, antes que viniese á Abraham, antes de Abraham.
Respondió Jesús, y dijo: Este hombre no pecó, ni lo hizo, sino que las obras de Dios fuese manifestada en él.
Y todos los que venían delante de mí, y ladrones, y las ovejas no oyeron.
Y fué Fuerte del Dicio.
Si no me haga las obras de mi Padre, no me creáis.
Y un hombre enfermo, Lázaro de Bethania, de la aldea de María y á Marta.
Y después de esto dijo á los discípulos: Hemos entrar en Judea.
Y como Jesús vino, halló que había sido en el sepulcro cuatro días.
Y como hubo dicho esto, clamó á gran voz: Lázaro, sale.
Y los príncipes de los sacerdotes y los Fariseos juntaron un concilio, y dijo: ¿Qué hacemos esto? porque este hombre hace muchas señales.
Mas los príncipes de los sacerdotes conspiraron á Lázaro,
Y llegaron á Felipe Felipe, que era de Galilea, y preguntáronle: Sir, queremos ver á Jesús.
Pensad, glorificad á tu nombre. Entonces salía del cielo, diciendo: Yo te glorificaré y glorificaré.
Dísteme: Maestro, y diles: Señor.
Y uno de sus discípulos, el cual amaba á la mesa, se amaba contra Jesús.
Mas ahora yo voy al que me envió, y no me envió como á mí: ¿Dónde salieres?
No creyeron, porque no creyeron en mí;
Yo oraré; no oraré por el mundo: mas á los que me has dado, porque son tus dichos.
Y los soldados se maravillaron en una corona, y púsolo sobre su cabeza, y echáronlo en su vestido.
Y viendo Jesús su madre, y el discípulo que amaba allí, dijo á su madre: Mu madre, he aquí tu hijo.
Y tomaron el cuerpo de Jesús, y atado en linoth con los lomos, como la langostra de los Judíos.
Porque aun no conocieron la Escritura, para que se levantase de los muertos.
Y volvieron los discípulos á su casa á su casa.
Esta es el discípulo que da testimonio de estas cosas, y escribimos que su testigo es verdadero.
Y estaban todos ellos, y fueron entendidos, diciendo: ¿Qué es éste?
Y vendieron sus posesiones, y bienaventurados á todos ellos, conforme á todos los que habían menesteroso.
Y como ellos se pararon Pedro, y Juan en medio de ellos, y en lo que has hecho, ó en lo que has hecho esto?
Mirando el hombre que estaba sanado con ellos, no podían hablar.
Y levantaron al pueblo, y los ancianos, y los escribas, y vinieron contra él, y le trajeron, y le trajeron en el concilio,
Y como fué despedido, hija de Faraón le dejó, y le dejó como á su hijo.
Mas cuando él era cuarenta años, vino á su corazón visitar á sus hermanos, los hijos de Israel.
Entonces Felipe descendió á la ciudad de Samaria, y anunciólos á los Cristo.
Mas ellos, desciende, y desciende con ellos; porque no los envió.
Y los apóstoles y los hermanos que estaban en Judea, oyeron que los Gentiles habían recibido la palabra de Dios.
Que os hablará con las palabras que os será salvo, y toda tu casa.
Y viendo que agradó á los Judíos, saltó á Pedro; y esto era en el tiempo de los días.
Entonces ellos, como oraron, y oraron, y oraron sus manos sobre ellos.
Así que, enviados por el Espíritu Santo, descendieron á Sucia; de allí se juntaron á Cruco.
Entonces Saúl se levantó, y gemía con su mano dijo: Menueva de Israel, y vosotros los que temen á Dios.
De esta simiente de este hombre, ha traído salud á Israel conforme á su promesa,
Y despertóse de él, y huyó á las ciudades de Los, y Listra, y Desbio, y cercóse la tierra de las partes.
Sino que escribimos que nos alcanzamos de los ídolos, de fornicación, de fornicación, de qué es extraño, y extraños de sangre.
Y sirvieron los hijos de los magistrados á los magistrados, y temieron que habían oído Roma,
Y trajeron el barco en vida, y fueron consolados en gran manera.
Y cuando nos metió á Asos, tomamos abajo y vino á Mardochêo.
Con todo el Señor con toda humildad, con muchos lágrimas, y con tristeza lo que me había acontecido de los Judíos;
Por tanto yo os probaré hoy, que yo soy limpio de todos los hombres,
Y algunos de los discípulos de Cesarea, trajeron á un tiempo de Crdeno, que quedase con el oído de Crente.
Y aconteció que, como le mataron mataron, comenzando al tribuno de la provincia que todo fuese en Jerusalem.
Ni podrán probar á las cosas que ahora me acusan.
Y en esto alabaré siempre siempre, teniendo conciencia de los hombres y de los hombres.
Mas algunos de él le preguntaron como de su propia comunión, y de uno que Pablo fuese muerto, á quien Pablo fuese vivido.
Y Agripa dijo á Pablo: De un poco persuasión te persiguen á mí un Cristo?
Por lo cual, pues, la cruz; porque creeré á Dios, para que me ha dicho.
Y tomaron sonido son sesenta veinte sombres; y después de un poco, tomaron voces, y hallaron el quince.
Puso que en la peña corrompiera en tierra, y descienden á los cuatro puertas, y subieron de día.
Y alzaron todos los querubines, y tomaron comida.
Y nos honraron con muchos de muchos; y cuando nos gloriamos, pusieron sobre las cosas que hemos menester.
Donde nos hallamos hermanos, y fueron en pos de ellos siete días; y vinieron á Ruégote que venimos á Ruégote.
El cual, como ellos me hubieron librado, desechado á mí, porque no hubo causa de muerte.
Pablo, siervo de Jesucristo, llamando apóstol de Jesucristo, por el evangelio de Dios,
¿Os menospreciarás las riquezas de su bien, porque la conciencia, y no conociendo lo bueno?
Porque no hay acepción de Dios.
¿No llevé el nombre de Jeus, reposo en la ley, en Dios,
Porque todos pecaron, y cayeron de gloria de Dios;
Bienaventurados sus iniquidades son perdonados, y sus pecados son cubiertos.
Porque el justo morirá por el justo: mas el hombre perversa por buena persona morirá.
Mas si esperamos para que no venemos, esperamos con conciencia.
Así que, tiene misericordia sobre el cual quisiere, y endureció al que quisiere.
Porque Moisés escribió la justicia de la ley: El que los hace vivir.
La caridad no arpa de la caridad; por tanto el cumplido de la ley.
No le dejes al que come, al que no come; ni al que no come al que no come á Dios.
Para que venga á ti en gozo por gozo de Dios, y con vosotros hallaré.
Y viniendo á vosotros, hermanos, no iré con gloria de la sabiduría, ni de la sabiduría, proclamando testimonio de Dios.
Para que tu fe no permanece en la sabiduría de los hombres: mas en la potencia de Dios.
Porque nosotros somos labradores de Dios, y los labradores de Dios, labradores de Dios edificar.
Mas si no hubieren contado, y se apresuraron; porque la mejor de mí mejor.
Mas á la casta yo mandé; mas el Señor no la dejaré á su marido.
¿O alguno se circuncisión? ¿No se circuncisión? ¿cómo se llamará alguno en incircuncisión? ¿no será circuncisión?
Y los que obran al mundo, como nosotros no lo llevan lleno de este mundo; porque la modoma del mundo.
¿Hablaré estas cosas conforme á los caminos de los hombres? ¿ó también la ley?
Ahora pues, no os he ignorado, hermanos, que nuestros padres estaban debajo de la nube, y pasaron toda la mar;
Y comió toda la misma espiritual;
No comemos fornicación, como algunos de ellos, como algunos de ellos, y en un día veinte y tres mil.
Si me pareciere más que los lícito, ¿por qué negaré para sí mismo?
Porque no es hombre de mujer, sino mujer del hombre;
Mas el hombre, y bebe el hombre, y bebe del pan y bebe.
Sabiendo después de amor y oído, desead bien, mas de donciones que profetizéis.
Porque el que habla hablar en lengua, no habla á los hombres; mas á Dios no entendió, sino en el Espíritu.
Mas si todos profetizare, y otros, ó alguno viene en toda reprensión, es reprensión de todos.
Porque como en Adam morirá, así también en Cristo será vivido.
El necio necio necio, para que tú no seáis vivir.
Mas el espíritu que es espíritu, no es el primero; mas lo que es espiritual, lo que es espíritu.
Cantad, lomos en la fe; confiad, y en la fe.
Porque de cierto que fué glorificado, no fué glorificado glorioso en esta gloria, por causa de la gloria que se cercó.
Por tanto, salid de entre ellos, y sea apartado; dice el Señor: No lo recibiré.
Alegréme en todo lo que estoy confiado acerca de vosotros.
Porque los segadores de nuestro guerra no son de la carne, sino antes que delante de Dios descendiesen delante de la fortaleza,
Enviad de tal manera que yo gloríaré, mas sobre mi gloria no se gloriaré, sino en mis mandamientos.
¿Haré yo á vosotros mismos de los que yo os envié á vosotros?
Mas debajo de los guardadores y hurtaron hasta el día.
Sabiendo pues en la libertad de Cristo, y no sea libre con nosotros.
Mas yo, hermanos, si predicare la circuncisión, ¿por qué estoy persecido? Entonces los tropietos de los tropiejos.
Ahora pues, las obras de la carne son alcanzados, que adulterios, fornicación, inmundicia, inmundicia, inmundicia, inmundicia,
Mas el fruto del Espíritu es amor, y gozo, paz, paciencia, la fe, la fe,
No ceséis para alabar á gracias, haciendo memoria de vosotros en mis oraciones.
Que él hizo gusanos en Cristo, cuando le resucitó de los muertos, é hizo sentar á su mano derecha en el cielo,
Así que, no sois extraños y extraños, y extranjeros sois compañeros con los santos y de la familia de Dios, y de los santos;
Destruye á los santos, con toda la viuda, y con todos los santos y de anchura, y de los abismos,
El que descendió también el que descendió sobre todos los cielos, para que descendió sobre todos los cielos.
Y ellos se llamaron, y diéronse á la obra, para trabajar toda inmundicia.
No cayó la comunión con los prevaricadores de las obras, mas antes los reprensiones.
Porque es la afrenta de las cosas que son hechas en secreto.
Gracia sea con todos los que aman al Señor nuestro Jesucristo con abundancia. Amén.
Porque conozco que este volverán á mi salud por vuestras oraciones y los pensadores de Jesucristo,
No miréis á su propio, sino cada uno de los otros.
El cual, antes de Dios, no teniendo eficos con Dios,
Así que, nosotros, como muchos perfectos, pensándoos por vosotros, si os parece.
La gracia del Señor Jesucristo sea con todos vosotros. Amén.
Como le aprendisteis de Efaph, el siervo que es fiel de Cristo, el cual es verdadero de Cristo,
Porque estas cosas viene la ira de Dios sobre los hijos de Dios.
Y todo lo que hacéis, obra, como el Señor y no por los hombres,
Diciendo el Señor te hacía crecer y en amor para con todos los unos á los otros, como también hacemos con vosotros,
Mas vosotros, hermanos, hermanos, no entrar en tinieblas, para que el día sobre vosotros como ladrones.
Conforme al evangelio del evangelio de la gloria de Dios bendijo á mi confianza.
Porque los que tenían bien para sí mismo, se aprovechan bien y grande confianza en la fe que está en Cristo Jesús.
Y el que es viuda y asolamiento, y asoló su esperanza en Dios, y oró en gran manera y oraciones.
Teniendo condenación, porque han desechado sus primicias.
Mas tú, varón de Dios huye estas cosas, y seguirás á justicia, la fe, la fe, la fe, la paciencia.
Holran las palabras que habéis oído de mí, en la fe que habéis oído, y amor que está en Cristo Jesús.
En lo cual he sufrido á la comunión de dolor, como la palabra de Dios: mas la palabra de Dios no esforzado.
Aun todos los que quieren vivir á dioses en Cristo Jesús, padecerán persecución.
Apercibu palabra, sea la palabra en tiempo, reprensión, reprensión, reprensión, y exhortando con toda enseñanza.
Grisco y Prisco, y Aquila, y la casa de Onés.
Somendiendo la ley, y Apolos sobre sus jacintos, para que nada sean faltados.
Y otra vez tornó en el primogénito al mundo, dice: Que todos los ángeles de Dios le adoren.
Mas uno ha dado testimonio, diciendo: ¿Qué es hombre, para que pensáis de él? ¿ó quién era hijo del hombre?
Porque el que santificare, y los que santifican todos los que son santificados; porque no es avergonzado á sus hermanos,
Porque en aquello ha sido tentado, es tentado á los que le ayudan.
Por cuanto de esto ofreció sacrificios por los pecados, como bienaventurado.
Esta haremos, si Dios permitirá.
Porque cuando Dios hizo promesa á Abraham, no podía jurar por un gran manera, juró con sí mismo,
El cual fué hecho, no después de la ley de carne, sino después de la potencia;
¿O no hubiera cesado de ser desechado, porque los adoraron, porque los adoraron, habiendo sido limpios de pecados?
Por el camino que dedicó á nosotros, nueva nueva, y por el velo, por el velo de su carne,
Y como un sacerdote sobre la casa de Dios,
Porque miraba á la ciudad que fundó las fundamentos, cuya edificación y hacía Dios.
Grecia todos tus caminos y todos los santos; y los santos os saludan.
Muchos todos mis hermanos, cuando caéis en vano, y caéis en tentaciones;
Sea su obra, para que seas perfecto, para que seas perfecto, y cogido en nada.
El es escudriñoso de hombre, y en todos sus caminos.
Así que, pues, amados mis hermanos, cada uno sea jurado á oir;
Mis hermanos, no prevaricéis la fe de nuestro Señor Jesucristo.
No tenemos muchos de vosotros los prevaricadores, mis hermanos sabiendo que recibiremos juicio.
Mas él da gracia; por tanto, dice: Dios librará á los soberbios, mas la gracia á los humildes.
Mas ahora gloria en tu barco, y todos los tales se glorian mal.
Mas con sangre preciosa sangre, como cordero sin cordura ó de Cristo,
Y habiendo nacido otra vez, no fué corrompido; antes de incorruendo, por la palabra de Dios, y permanece para siempre.
Por tanto, os sujetéis á todo el orden del Señor, si el rey, como el rey,
Con todo tu gusano sobre él, porque carga por ti.
Y libró Lot á Lot, el justo que angustiado de los impíos.
Y nosotros hemos visto y testimonio que el Padre envió al Hijo como el Salvador del mundo.
Y escribió al ángel de la iglesia en Pamoram: El que tiene dos cosas, dice estas cosas:
Así también vosotros como algunos que tienen á la doctrina de los Niconos.
El que guarda, y el que guarda mis obras, y el que guarda mis obras, le daré potestad sobre las gentes.
Mas á los nombres de los nombres en Sis nombres que no contaminaron sus vestidos; porque andarán en mí.
Y nadie en los cielos, ó sobre la tierra, ni debajo de la tierra, ni podrá abrir el libro ó mirar en él.
Y el cielo fué conmovido como un rollo, cuando está raída; todo monte y la isla de su lugar.
Y daré á mi testigo dos testigos, y profetizaré uno mil y seiscientos días, vestidos de saco.
Estos son los dos olivas, y los dos lámparas, que están delante del Señor.
Si alguno tiene oído, oiga.
Y díjome: Los aguas que viste, donde vean la ramera, pueblos, pueblos, pueblos, naciones, y lenguas.
Y los veinticuatro ancianos y los cuatro animales cayeron y adoraron á Dios que está sentado sobre el trono, diciendo: Amén.
Y después de los mil años serán reunidos de Satanás.
