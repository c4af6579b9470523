Y dijo Dios: Hacemos expiación en medio de las aguas, y repartamos las aguas del repartimiento de las aguas.
Y estén luz en la expansión del cielo para dar luz sobre la tierra, y fué así.
Porque Dios sabe que en el día de día lo comerá, vuestros ojos serán abiertos, y serás como Dios, sabiendo lo bueno y mal.
Y Jehová dijo á Cainán: ¿Por qué te has airado? ¿por qué ha caído la expiación de tu rostro?
Y Jehová dijo: ¿Qué has hecho? La voz de tu hermano clamor de la sangre de tu hermano me desde la tierra.
En Dios anduvo, y no fué hallado; porque Dios le tomó.
Y la tierra estaba corrompida delante de Dios, y la tierra se hartó de violencia.
Y los abismos del abismo, y los cielos de ventan ventanas fueron cesados, y la lluvia de los cielos fué reposo.
Y envió un raíz, y volvió, y volvió, hasta que se habían secado de la tierra.
Y esperó aún otros siete días; y volvió á enviar de la nave.
Y habló Dios á Noé, diciendo:
Los hijos de Sem: Elam, Assur, Arphaxad, Lud, Aram.
Y la tierra no podía llevarlos, para que viviesen juntamente juntamente; porque sus posesiones estaban en gran manera que no pudieron vivir.
Y respondió Abraham: He aquí que tú no me diste hijos; y he aquí que un pariente en mi casa es mi casa.
Y yo juzgaré á la gente que servirán: y después saldrán con gran manera.
Y el ángel de Jehová le dijo: Vuelve á tu título, y líbrate debajo de sus manos.
Por lo cual fué llamado el pozo que se llamaba Loahai, y he aquí que entre Cades y Bered.
Y volvieron los varones de allí, y vinieron á Sodoma, y Abraham se paró delante de Jehová.
Y respondió Abraham, y dijo: He aquí ahora, yo la he tomado al Señor, aunque soy polvo y ceniza.
Y fué Jehová su camino, como acabó de hablar con Abraham, y volvió Abraham á su lugar.
Venid, pues, á nuestro padre bebe vino, y mentiremos con él, para que guardemos la familia de nuestro padre.
Y oró Abraham á Dios, y sanó á Abimelech su mujer, y á sus siervos, y parió hijos.
Y habitó en el desierto de Panán, y su madre le mujer por mujer de la tierra de Egipto.
Y miró el hombre en su silencio, que calló, para conocerse Jehová su bien, ó no se apartó.
Y Rebeca tenía hermano, y su nombre era Labán; y salióse Labán al hombre, para perdonar la fuente.
Y él dijo: Ven, bendecid á Jehová: ¿por qué estás fuera? porque yo he preparado la casa, y apercibido para los camellos.
Y el evangelio se puso delante de él, mas él dijo: No comeré hasta que me daré á mi palabra. Y ella dijo: Labán.
Yo he venido hoy á la fuente, y dijo: Jehová, el Dios de mi señor Abraham, si prosperares que yo iré,
Estos son los días de los años de Abraham que vivió: ciento setenta y cinco años.
Y dijo Esaú á Jacob: Ruégote que me haga menester, porque yo soy hambre. Y llamó su nombre Edom.
Y habitó Isaac en Gerar.
Y poseía de ovejas, poseyeron sus vacas, y grande casa; y los Filisteos le tenían envidia.
Y vino á su padre, y dijo: ¿Eres tú, padre? Y él respondió: Heme aquí. ¿Quién eres hijo mío?
Y despertó Jacob de su sueño, y dijo: Porque Jehová está en este lugar, y yo no lo conozco.
Y temió, y dijo: ¡Cuánto despertará este lugar! No hay otro que la casa de Dios, y esta es la puerta del cielo.
Así que yo vuelvo á la casa de mi padre en paz, y Jehová me será mi Dios;
Y llamóle José, diciendo: Jehová añadió á mí otro hijo.
Y huyó con todo lo que tenía; pasó él, pasó el río, y puso su rostro al monte de Galaad.
Entonces Labán dijo á Jacob: ¿Qué habéis hecho, que me has engañado, y llevaste mis hijas como cautivos de espada?
Ahora pues, ¿por qué fuiste ido, porque mucho tiempo á la casa de tu padre? ¿por qué me has sido hurtado á mis dioses?
Y subió Jacob por su camino, y los ángeles de Dios le encuentro.
Yo he ganado, y asnos ovejas, siervos y siervos, y he enviado á mi señor, para hallar gracia en vuestros ojos.
Entonces dirás: Tú eres tu siervo de Jacob: es presente á mi señor, Esaú; he aquí, él también está atrás.
Entonces el presente pasó delante de él, y él se quedó de noche en el campo.
Y dijo Esaú: Tomémonos de camino, y partamos, y iré delante de ti.
Los hijos de Rachêl: José y Benjamín.
Estas son las generaciones de Esaú padre de los Idumeos en el monte de Seir:
Estos son los hijos de Esaú, que es Edom, y estos fueron sus jefes.
Y dijo Faraón á José: He aquí te he puesto sobre toda la tierra de Egipto.
Y vinieron los siete años de llenas, á la tierra de Egipto, hasta acabar.
Y vinieron todas las tierras á Egipto á José, para comprar á José, por cuanto el hambre era hambre en toda la tierra.
Y subiendo á tu siervo mi padre, le hemos dicho las palabras de mi señor.
Y cayó sobre el cuello de Benjamín, y lloró, y lloró Benjamín en su cuello.
Y yo descenderé á Egipto, y yo os haré tornar; y la mano de José tocará tus ojos.
Los hijos de Benjamín: Bela, Bechêr, Asbera, Gera, Naamán, Húimu, Romim, y Muppim.
Y el pueblo, los movió á las ciudades de un término de Egipto hasta el otro fin de ella.
Y dijo José á su padre: No, padre mío, porque este es el primogénito; y tu diestra sobre su cabeza.
Y el campo y la cueva que está en ella, que se apartó de los hijos de Heth.
Y José les dijo: ¿No temáis, porque estoy en el lugar de Dios?
Y vivió José en Egipto, y él la casa de su padre: y vivió José ciento y diez años.
Estoye, Zabulón, Benjamín,
Danán y Nephtalí, Gad y Aser.
Entonces Faraón mandó á todo su pueblo, diciendo: Todo hijo que naciere en el río, y toda hija salvarás.
Y dijo Moisés: Yo iré ahora, y veo esta grande vista, ¿por qué no se encendieron?
Porque cada uno echaron sus varas, y se entristecerán sus varas; mas la vara de Aarón sembraron sus varas.
Y el corazón de Faraón se endureció, y no los oyó, como Jehová lo había dicho.
Y Jehová dijo á Moisés: Faraón es el corazón de Faraón; y no quiso dejar ir al pueblo.
Y Jehová hizo conforme á la palabra de Moisés, y murió las piernas de las casas, de las atrios, y de los atrios, y de las heredades.
Mas Jehová endureció el corazón de Faraón, y no los dejó ir.
Y el criado del hombre que tiene dinero por dinero, cuando le circuncidaste, entonces lo comerá.
El extranjero y el siervo no comerá de ella.
Jehová es hombre de guerra; Jehová su nombre es.
Seis días la juntarás, mas en el séptimo día es sábado: en ella no habrá quien se allá.
Y ellos respondieron á Moisés: Hacla con nosotros, y oiremos; mas no hablemos con nosotros, porque no moriremos.
Si el ojo de su siervo ó el ojo de sus criados, y derribarela, él le libre por el ojo de sus ojos.
Si hiriere á su siervo de macho, ó á la sierva de su sierva, él dejará ir á su siervo libre.
No aceptarás todas las ajenas para vivir.
No negarás juicio á tus pobres en su ley.
No ofrecerás la sangre de mi sacrificio con levadura: el sebo de mi solemnidad no quedará toda la mañana hasta la mañana.
Harás también las varas de madera de Sittim, y cubrirás de oro, para llevar la mesa con ellos.
Harás también las barras de madera de Sittim: cinco tablas del un lado del tabernáculo,
Harás también de oro puro, y endecharás sobre ella como las plazas de señal: Habla, oh TEHOS.
Y harás llegar el becerro delante del tabernáculo del testimonio; y Aarón y sus hijos pondrán sus manos sobre la cabeza del becerro.
Y esto es aquel día que ofreceréis sobre el altar: dos corderos un año en el día de un día, de un día siempre.
Harás también las varas de madera de Sittim, y cubrirás de oro.
Y Jehová hirió al pueblo, porque lo que hicieron con los becerros, que Aarón hizo.
Y pasó Jehová delante de él, y proclamó: Jehová, misericordioso y misericordioso y clemente, para enojar, y en verdad y en verdad,
Hizo asimismo cortinas de pelo de cabras para una cubierta sobre el tabernáculo; é hizo once cortinas.
Hizo también dos tablas para las esquinas del tabernáculo, en participantes.
Hizo también varas de madera de Sittim, y cubriólas de oro.
Hizo también el altar de un enrejado de metal, bajo de metal, debajo de él labró la mitad de la mitad de la otra media.
Hicieron también estrellas para sí, y se juntó; y se juntó dos cabos.
Y estuvo cuadrado, é hicieron el racional; y hechas de largo, y su anchura, y su anchura, siendo la anchura de grana.
Y pondrás el arca del pacto en él, y esparcirás el arca con el velo.
Y puso el escarnecedor de la puerta á la puerta del tabernáculo.
Y la nube cubrió el tabernáculo del testimonio, y la gloria de Jehová hinchió el tabernáculo.
Y los hijos de Aarón el sacerdote fuego pondrán sobre el altar, y leña en el fuego,
Y el sacerdote dormirá su sangre en la sangre, y rociaráse de sangre siete veces delante del velo del santuario.
Si su pecado fuere conocido en que le hizo saber, él sacará su ofrenda sin defecto, macho sin defecto.
Y quitará sus vestidos, y púsolo sobre otras vestidos, y llevará como fuera del campo para limpio.
Y el sacerdote que quitó el holocausto del hombre, será para sí cuero del holocausto que había ofrecido.
Y Moisés trajo á Aarón y á sus hijos, y lavólos con agua.
Y presentó el carnero del holocausto, y Aarón y sus hijos pusieron las manos sobre la cabeza del carnero.
Y mató el holocausto, y la ofrenda de Aarón lo entregó á la sangre, y roció sobre el altar alrededor.
Y salidos de delante de Jehová, y devorólos, y murieron delante de Jehová.
Todo lo que no tiene falta ni azota en las aguas, es abominación á vosotros.
Mas si agua está vestido sobre la simiente, y parte de sus cuerpos muertos caerá sobre ella, será inmundo.
Mas cuando se apagare carne en él, será inmundo.
Y el sacerdote mirará la mortandad, y será la llaga por siete días.
Y el sacerdote tomará de la mano del aceite, y derramarála en el palacio de su mano.
Y por el jurado, y por un escarnecedor, y por el resplandor;
Y todo vestido y toda piel que viere sobre las nubes, será lavada con agua, y será inmundo hasta la tarde.
El que tocare su cama, lavará sus vestidos, y lavaráse en agua, y será inmundo hasta la tarde.
No daréis á vuestros hijos como sacrificio á Mlech: no profanarás el nombre de vuestro Dios: Yo Jehová.
No mentiros con la mujer como con una mujer. Tu estatuto es abominable.
A éste juzgará á su madre y á su padre: guardarás mis sábados: Yo Jehová vuestro Dios.
No haréis talar en vuestra carne por los muertos, ni tampoco os casaréis: Yo Jehová.
Y no contaminará á sí mismo, siendo entre el hombre de su pueblo, profanando á sí mismo.
Y no resplandecerán sus cabezas ó sus cabezas de sus hechas ó cortarán en sus cabezas.
Y habló Moisés á Aarón, y á sus hijos, y á todos los hijos de Israel.
No profanarás mi santo nombre, mas yo seré santo entre los hijos de Israel: Yo Jehová que os da santo,
Tomarás también flor, y bocinas de él: dos décimas de un epha, en una cuadrilla.
Porque la quiebre es el jubileo; porque te comerás de su hacienda del campo.
Y si dijereis: ¿Qué comerá el séptimo año? He aquí nosotros no sembraremos, ni cogeremos en nuestra reina.
Y perecerás entre las gentes, y la tierra de tus enemigos os comerán.
De los hijos de José: de Ephraim, Elisama hijo de Ammiud; de Manasés, Gamaliel hijo de Pedasur.
Y estas son las generaciones de Aarón y Moisés en el día que Jehová habló con Moisés en el monte de Sinaí.
Y daréis á Aarón y á sus hijos; y los que le son dados por ordenanza de los hijos de Israel.
Y tomó Moisés el menosprecio de los que excedían el número de los que fueron redimidos de los Levitas;
Mas á los hijos de Coath no dió, porque el ministerio del santuario les había sido llevado: llevaron sobre sus porteros.
El octavo día, Gamaliel hijo de Pedaur, príncipe de los hijos de Manasés;
Y fué siempre siempre, y la nube cubrió, y la parece del fuego de noche.
Y los hijos de Israel iban para sus jornadas del desierto de Sinaí; y la nube se quedaron en el desierto de Pharán.
Y fueron los camellos de los hijos de Israel conforme á sus escuadrones; y se llegaron para con sus escuadrones.
Y entró Moisés en el campo, y con los ancianos de Israel.
Y ellos dijeron los unos á los otros: Este escoggares, y se volverán á Egipto.
Y los heriré con la nación, y con la fuerza los heriré, y haré de vosotros una nación mayor y más fuerza que ellos.
Desde Amalecita y el Cananeo habitará en el valle, y mañana entró en el desierto al mar Bermejo.
Y murió el mal por la tierra, y murió la mortandad delante de Jehová.
Su comida será como la ofrenda de ellos, y como la recto derecha será vuestro.
El que tocare el cuerpo, será inmundo por siete días.
Y Moisés tomó la vara de delante de Jehová, como le mandó.
Y Moisés hizo como Jehová había mandado; y subieron sobre el monte de Hor en ojos de toda la congregación.
Entonces Israel sembró voto á Jehová, y dijo: Si entregares á este pueblo en mi mano, yo destruiré sus ciudades.
Y tomó Israel todas estas ciudades; y habitó Israel en todas las ciudades del Amorrheo, en Hesbón, y en todas sus aldeas.
Y Jehová encontrando á Balaam, puso palabra en su boca, y díjole: Vuelve á Balac, y di esta.
Así ha dicho: El que oye las palabras de Dios, que ve la visión del Omnipotente, caerá, y abrido sus ojos:
¡Cuán bueno son tus tiendas, Jacob, y tus habitaciones, Israel!
Y levantándose Balaam, se volvió, y volvióse á su lugar, y Balac fué también Balac.
De Zera, la familia de los Zeraitas; de Saúl, la familia de los S Saúl, la familia de los S Saúl.
Estas son las familias de Judá por sus contados, setenta y cinco mil y quinientos.
Los hijos de Issachâr por sus familias: de los Tholitas, la familia de los Thoa; de Phúa, la familia de los Punitas;
Estos fueron los hijos de Suta: de Err, la familia de los Erán.
De los hijos de Berías: de Heber, la familia de los Heberitas; de Malchiel, la familia de los Malielitas.
Estas son las familias de los hijos de Aser por sus contados, cincuenta y tres mil y cuatrocientos.
Y sesenta y un asnos,
(Y la congregación era de la mitad de trescientos treinta y siete mil ovejas,
Y dijo Moisés á los hijos de Gad: ¿También los hijos de Rubén: Será también vuestras hermanos que estuviereis sentados aquí?
Y el furor de Jehová se en aquel día, y juró diciendo:
Y llegaron á él, y dijeron: Todos edificaremos ovejas para nuestra vida, y para nuestras ciudades para nuestros niños;
Y pasaremos delante de Jehová en la tierra de Canaán, y la posesión de nuestra heredad será desierta con nosotros parte del Jordán.
Y partidos de Libna, asentaron en Risa.
Y partidos de Hasmón, asentaron en Mosoth.
Y partidos de los montes de Abarim, asentaron en los campos de Moab junto al Jordán de Jericó.
Y serán las ciudades de tu acogimiento, que el hombre no morirá hasta que estuviere delante de la congregación.
Respondióme, y díjome: La cosa que has dicho haces bien.
Y os he mandado en aquel tiempo todas las cosas que hagáis.
Y Jehová se enojó contra mí por causa de vosotros, diciendo: No entrarás en él.
Sino que morir en esta tierra: no iré del Jordán, sino que venga el Jordán, y poseeréis que buena tierra.
Y los atarás por señal de tu mano, y serán atados entre tus ojos.
Y serás bienaventurado sobre todos los pueblos, y no habrá hembra ni macho ó en medio de ti, ó en medio de tu vida.
Mas Jehová tu Dios los entregará delante de vosotros, y confiesen con grande confusión, hasta que perezcan.
Guárdate de Jehová tu Dios, no guardes sus mandamientos, y sus estatutos, que yo te intimo hoy;
Por tanto Leví no tiene heredad ni heredad con sus hermanos: Jehová es su heredad, conforme á tu Dios.
Y señales, y sus obras, que hacía en medio de Egipto á Faraón rey de Egipto, y á toda su tierra;
Mas éstos son de los que no comeréis: el ephol, y el alfarero,
Mas tú abrirás tu mano á él, y le dará sufrimiento para su necesidad, que se falta.
Jehová vuestro Dios te levantará por medio de ti profeta, de tus hermanos, como á él le oirás.
No le perdonará tu ojo, sino limpiarás la sangre inocente de Israel, para que fueres contigo.
Cuando llegares á la ciudad pelear contra ella, proclamad paz.
Y si no hiciere paz con vosotros, sino guerra contra ti, la cercaréis.
Y ved entre la cautividad de la cautividad, y á la tomar á su mujer como á tu mujer,
El que abraza por el lavador, ó que no entrará en la iglesia de Jehová.
No entregarás á su señor, el siervo que escapó de su señor á ti.
Y fuera serás fuera, y el hombre á quien aprendieres, traerás fuera de ti fuera.
No abrirás el huérfano, ni al huérfano, ni tomarás ropa de viuda en prenda;
Y cuando hubieres vuestra viña, no la espegaréis; porque el huérfano será por el extranjero, y el huérfano la viuda.
Y escribirás en las piedras de todas las palabras de esta ley en gran manera.
Maldito el que no hace errar las palabras de esta ley. Y dirá todo el pueblo: Amén.
Así que, los ojos que vieres contigo, te afirmarán los ojos.
Y serás espanto, proverbio, y con todos los pueblos donde Jehová te llevará.
Sa gente de los leones expresión, que no contiene al mayor, ni mostrando al borro, ni mostrar gracia á los menoros.
Mas con los que están aquí hoy delante de Jehová nuestro Dios, y con los que no están aquí hoy con nosotros:
Yo esconderé mi rostro en aquel día á todos los malos que han hecho, en los que se convirtieron á dioses ajenos.
Y habló á los hijos de Israel, diciendo: Cuando vuestros hijos pidieron en tiempo, diciendo: ¿Qué piedras me hacen estas piedras?
Y conocerás á tus hijos, diciendo: Israel vendrá sobre esta sequedad del Jordán.
Y comieron la levadura, y pararon umbrales de la tierra al siguiente día siguiente, pascua en el día del Pascua.
Y aconteció en el séptimo tiempo, cuando los sacerdotes echaron trompetas, dijo á Josué al pueblo: Santos te ha dado Jehová.
Y tomó de cinco mil hombres, y púsolos en Beteleta y Ai, al lado del occidente de la ciudad.
Y Josué fué dicho, diciendo: Los reyes fueron hallados, escondieron en la cueva de Maceda.
El rey de Cedes, otro: el rey de Jocneam en Carmel, otro:
Y en todas las ciudades de Sehón rey de los Amorrheos, que reinó en Hesbón, hasta el término de los Ammonitas;
Para la suerte de su heredad, como Jehová había mandado á Moisés; porque las tribus, y á la mitad de la media.
Y Cila, y Achâz, y Maresa; nueve ciudades con sus aldeas.
Bethoth, y Sarga; diez ciudades con sus aldeas;
A Ain, Rimmón, y Etan, y Asán; cuatro ciudades con sus aldeas;
Desde esto pasó al oriente hasta Gepher, á Ethher; y salióse á Rimmón que extiende á Nether.
Y predicaron el término á Tabor, y á Sahum, y á Beth-semes. Y el término al Jordán fueron diez y seis ciudades con sus aldeas.
Y su término fué de Helephtalí, desde la juramenta en Zanim, Adneam, y Jabel, hasta Labkkkel al Jordán.
Habla á los hijos de Israel, diciendo: Así como las ciudades de acogimiento que yo te he hablado por Moisés,
Todas las villas de las familias de los hijos de Coath, diez y sus ejidos.
Y de la tribu de Rubén, y á Bezer con sus ejidos, y á Jaas con sus ejidos,
Respondieron el pueblo, y dijo: De nosotros seamos dejados á Jehová, para servir á dioses ajenos;
Y dijo el pueblo á Josué: Nosotros serviremos á Jehová nuestro Dios, y oiremos su voz.
Ephraim no echó fuera de los Cananeos que habitaban en Gezer, sino Cananeo habitó en Gezer entre ellos.
Y los hijos de Israel hicieron lo malo en los ojos de Jehová, y servían á los Baales.
Y Moab fué humillado aquel día á la mano de Israel, y reposó la tierra ocho años.
Y llamando Babulón á Zabulón y Nephtalí á Cedes; y siguiéronle á Cainán, y se levantaron con él.
Los montes se habían ido delante de Jehová, á Sinaí delante de Jehová Dios de Israel.
Y los reyes llegaron, y pelearon los reyes de Canaán pelearon en Taán junto á las aguas de Megiddo; no tomaron despojo de plata.
Y vió Gedeón que era el ángel de Jehová, y Gedeón dijo: ¡Ay! Porque yo he visto el rostro de Jehová.
Y el espíritu de Jehová vino sobre Gedeón, y bocina de trompeta, y Abiezer se juntó á sí.
Y su concubina también le parió un hijo, y llamó á Abimelech.
Ni mostraron misericordia á la casa de Jerobal, que es Gedeón, conforme á toda la bondad que tenía calamidad á Israel.
(Porque mi padre te combatió, y dió la mano de Madián,
El siguiente día salió el pueblo al campo, y dieron aviso á Abimelech.
Entonces Jephté huyó de sus hermanos, y habitó en tierra de Tob; y subió á Jephté, y salieron con él.
Y él le dijo: Jepha ha dicho Israel: Israel no quitó la tierra de Moab, ni la tierra de los hijos de Ammón:
Y el ángel de Jehová dijo á Manoa: De todas las cosas que dije que la mujer sea dejada.
La mujer le parió un hijo, y llamó su nombre Samsón; y el niño creció, y Jehová le bendijo.
Y descendió, y habló con la mujer, y agradó á Samsón.
Y los Filisteos subieron, asentaron en Judá, y extendiéronse en Lei.
Y juzgó á Israel veinticuatro años en los días de los Filisteos.
Mas los cabellos de su cabeza comenzaron á crecer, después que se agravó.
Y Michâs tenía una casa de dioses, é hizo ephod, y diezmado, y consagró en una de sus hijos.
Y fué el Levita para morar con el varón; y el joven le fué á él como uno de sus hijos.
Y los hijos de Israel preguntaron á Jehová (que el arca del pacto de Dios estaba allí en aquellos días,
Y secóse el quebrantamiento de Gabao, é hirió á Gabaa: entonces los embajadores, é hirió á toda la ciudad á filo de espada.
Y los de Israel habían jurado en Mizpa, diciendo: Ninguno de nosotros darán su hija á Benjamín por mujer.
Y descendió á la era de los ladrones, é hizo todas las cosas que su madre le declarasen.
Y aconteció que yendo delante de Jehová, vióla Eli Eli su boca.
Y respondió Eli, y dijo: Ve en paz; y el Dios de Israel dió tu posesión para que le preguntaste.
Y él les dijo: ¿Por qué hacéis tales cosas? porque yo oigo del mal de todos estos pueblos.
Y conoció Israel de Dan á Beer-seba que Samuel se había confirmado por profeta de Jehová.
Y el arca de Dios fué tomado; y los dos hijos de Eliphni y Phinees fueron muertos.
Y la mano de Jehová se agravó sobre el pueblo de Asdod, y destruyólos y hería á Asdod y á sus términos.
Mas el negocio se enojó Samuel, diciendo: Dadnos un rey á juez. Y Samuel oró á Jehová.
Y corriendo en él, se pararon en el pueblo, más alto que el pueblo de sus señores, y alzaron.
Y contólos en Bezec, y los hijos de Israel trescientos mil hombres de Judá, treinta mil hombres de Judá.
Mas todo Israel descendió á los Filisteos, cada uno á su hacienda su dueño, un negocio, y una enferma.
Entonces Jonathán dijo: He aquí, nosotros pasaremos á los hombres, y les manifestaremos á nosotros mismos.
También la fortaleza de Israel no se arrepentirá ni mentirá; porque no se arrepentirá hombre, para que se arrepintiese.
Y tomando Malphim y púsola en la cama, púsola columna de pelos de pelos de cabras y cubriólo de pelos de ropa, y cubierta en su cabeza; y cubrióla de pelos de pelos de pelos de pelos de pelos de pelos de pelos de pelos de pelos de pelos de pelos de pelos de pelos de pelos de pelos de pelos de pelos de pel
Y Saúl fué dicho, diciendo: He aquí, David está en Ramoth.
Y pidió á Jehová por él, y dióle comida á cuchillo de Golath, al Filisteo.
Entonces David envió escupido, y entendió que Saúl había de venir.
Y David respondió, y dijo: He aquí el lanza: el rey de los mancebos venga, y tomemos.
A los que estaban en Horma, á los que estaban en Basán, á los que estaban en Athach,
Y oyendo los moradores de Jabes, Galaad lo que los Filisteos habían hecho á Saúl,
Y el sexto, yo río, de Egla, la mujer de David. Estos nacieron en Hebrón.
Y después de esto, como oyó David, dijo: Yo y mi reino es inocente delante de Jehová para siempre la sangre de Abner, hijo de Ner.
Y oyendo Ti rey de Hamath que David había muerto todo el ejército de Adader;
Y David envió, y tomó á la mujer; y dijo: ¿No es éste Bath, hija de Eliamita, mujer de Hetheo?
Y oyendo Uría la mujer de Uría, el cual le fué muerto, endechó por su marido.
Entonces el rey se levantó, y púsose á sus vestidos, y poniendo sobre la tierra; y todos sus siervos estaban con sus vestidos.
Y huyó Absalom, y fué á Gessur, y estuvo allí tres años.
Y dijo el rey á Joab: He aquí ahora he dado esta cosa: va, y haz venir á Absalom un mancebo.
Y levantóse Joab, y vino á Absalom á su casa, y díjole: ¿Por qué pusieron tus siervos sobre fuego mi campo?
Y Absalom le dijo: He aquí, tus martillos y derechos son bien, y no hay quien te conozca por el rey.
Y el rey le dijo: ¿Por qué hablas más de tus escarnecedores? Yo te digo, y Ziba la tierra.
Y David fué dicho lo que Riza hija de Acub, concubina de Saúl había hecho.
Vinieron en mí en el día de mi calamidad; mas Jehová era mi fama.
Y sacóme á una grandeza, y libróme, porque se agradó en mí.
También yo fuí perfecto para con él; guardéme de mi iniquidad.
Dios es mi fuerte; engrandece mi camino.
El da voces á su rey, y hace misericordia á su ungido, para con David y á su simiente para siempre.
Entonces llegaron á Galaad y á la tierra de Tahim, y vinieron á Jaón y á Sidón,
Y como volvieron, y volvieron por toda la tierra, vinieron á Jerusalem hasta el cabo de los meses, y veinticinco días.
Y murió la mujer de esta noche, por cuanto púsola en ella.
Y Benec, en Aruboth, y en toda la tierra de Hepher fuéle:
Y la sabiduría de Salomón hizo poder la sabiduría de todos los hijos de oriente y de la sabiduría de Egipto.
Y vinieron á Ophir, y asentaron de oro, cuatrocientos y veinte talentos, y trajéronla al rey Salomón.
Mas yo no lo haré en tus días, porque por amor de David tu padre la tengo; mas yo lo echaré de la mano de tu hijo.
Y enviaron y llamáronle á Jeroboam y á toda la congregación de Israel, y habló á Roboam, diciendo:
Mas los hijos de Israel habitaron en las ciudades de Judá, Roboam reinó sobre ellos.
Y fué otro camino, y no volvió á volver por el camino que vino á Beth-el.
Y él dará á Israel por causa de los pecados de Jeroboam, que ha pecado, y con que ha hecho pecar á Israel.
Y sepultáronlo todo Israel, y gemióle por él, conforme á la palabra de Jehová, que habló por su siervo Achâb.
Mas el pueblo que seguía á Omri venía contra el pueblo que habían seguido á Tibni hijo de Ginath; y murió Tibni, y murió Omri.
Así envió Achâb á todos los hijos de Israel, y juntaron á los profetas que estaban en el monte de Carmel.
Y como todo el pueblo la vió, cayeron sobre sus rostros; y dijeron: Jehová, él es Dios; él es Dios.
Y Jehová le dijo: Ve, vuélvete á tu camino al desierto de Damasco; y cuando te ungiste, ungiste á la Siria, rey de la Siria.
Y el rey de Israel respondió: Es semejante á tu palabra, señor mío: Yo soy tuyo, y todo lo que yo tuviere.
Y el rey de Israel respondió: Decidle: No matarás al que pone en su brazo, como el que la tomare.
Y como los capitanes de los carros que no era rey de Israel, se apartaron de seguirle.
Y murió el rey, y fué traído á Samaria; y sepultaron al rey en Samaria.
Así ha dicho Jehová: No descienderás de la cama donde habéis subido, sino que morirás. Y el Elías se fué.
Y él dijo: Traedme un mosto, y poned en ella sal. Y ellos le trajeron.
Y entrando Eliseo en casa, he aquí el niño fué muerto, y poniendo sobre su cama.
Y díjole Eliseo: Ve, di á él: Ciertamente dejarás; cómo me ha mostrado Jehová que muera.
Y puso en él su lugar de celestial, hasta que se avergonzó; y el varón de Dios lloró.
Y fué con Joram hijo de Achâb contra Hazael rey de Siria, á Ramoth, y á los Siros hería Joram.
Mas ellos temieron mucho, y dijeron: He aquí, los dos reyes no estuvieron delante de él; ¿cómo pues estaremos?
En el año treinta y ocho de Azarías rey de Judá, Zachârías hijo de Jeroboam reinó en Samaria;
En el año duodécimo de Achâz rey de Judá, comenzó á reinar Oseas hijo de Ela sobre Samaria en Samaria.
Y anduvieron los hijos de Israel en todos los pecados de Jeroboam que hacía; no se apartaron de ellos.
Y temieron á Jehová, y sirvieron á sus dioses, después que los caminos de las gentes habían sido llevados de entre los cuales habían sido llevados.
Y en el año décimo del rey Ezechîas, Sennachêr rey de Asiria subió contra todas las ciudades de Judá, y las tomó.
Y como el rey Ezechîas lo oyó, rompió sus vestidos, cubrióse de saco, y fuése á la casa de Jehová.
Ciertamente, oh Jehová, los reyes de Asiria destruyeron las gentes y sus tierras;
A los cuerpos, y á los edificadores, y á los dedos, y para comprar labrar labranza, y labrar la casa.
Y durmió Joacim con sus padres, y reinó en su lugar Joachîm su hijo.
E hizo lo malo en ojos de Jehová, conforme á todas las cosas que Joacim había hecho.
Serug, Nachôr, Tera,
Y Abraham llamó.
Y Jessé engendró á su primogénito Eliab, y Abinadab el segundo, Simma el tercero;
Y Bechâb engendró á Jair, que tenía veinte y tres ciudades en la tierra de Galaad.
Y aconteció que al Nathán engendró á Nathán, y Nathán engendró á Zabad;
Los hijos de Hebrón: Cora, Tappua, Recem, y Sema.
Hijo de Sammai fué Maoni; y Maón fué Maón padre de Beth-ur.
Y sus aldeas fueron Eti, y Ain, y Rimmón, y Tenán, y Asan, cinco ciudades;
Y todas sus aldeas en derredor eran ciudades, como Baal. Estos fueron puesto sus capitanes, y guardaron sus genealogías.
Mesobab, Jleam, y Josa hijo de Amasías;
Y el nombre de ellos fueron los príncipes en sus familias: y las casas de sus padres multiplicaron en gran manera.
Y sus hermanos de las casas de sus padres: Michâel, Mesullam, Sba, Jachân, Zachâr, y Eber.
Elcana, hijo de Elcana, hijo de Elcana. Y Zopha su hijo, Nahath su hijo,
Y á Jocam con sus ejidos, y á Beth-oron con sus ejidos,
Y los hijos de Ephraim: Selah, y Bered su hijo, y Tahath su hijo, y Elad su hijo, y Tahath su hijo;
Zebadías, Mesullam, Hizam, Heber,
Jacim, Zichri, Zabdías,
Y Zachârías hijo de Meselemia fué puerta de la puerta del tabernáculo del testimonio.
Y tuvieron hijos y sus hijos sobre la altura de las puertas de la casa de Jehová, y la casa de las tiendas, como la guarda.
Sus hermanos, en sus aldeas, entraron en todo siete días de tiempo para ser con ellos;
Y no retiró á David en orden de Jehová; por lo cual le mató, y volvió el reino sobre el hijo de Isaí.
Y David tuvo deseo, y dijo: ¡Quién me diera de beber de la cisterna de la cisterna de Beth-lehem, que está á la puerta!
Ira hijo de Icces, de Tecoa, Abiezer Anathothita;
Y Joiada era de la familia de Aarón, y con él tres mil y setecientos;
Y Sadoc, un mancebo de valiente, y de la casa de su padre veintidós capitanes.
Y como llegaron á la era de Chêros, Uzza extendió su mano al arca; porque el buey tropezaba.
Y salió la fama de David á todas las tierras, y Jehová trajo el temor de él sobre todas las gentes.
Así los cantores, Hemán, Asaph, Ethán, fueron dados de metal á la voz de metal;
Y puso de los Levitas para ministrar delante del arca de Jehová, y para alabar, y alabar á Jehová Dios de Israel:
Y confirmóla á Jacob por estatuto, y para Israel por pacto sempiterno,
Y partidos de gente á gente, de un reino á otro pueblo.
Contad entre las gentes, y sus maravillas en todos los pueblos.
Bendito Jehová Dios de Israel, desde el siglo sempiterno. Y todo el pueblo dijo: Amén, y alabó á Jehová.
Y Nathán dijo á David: Haced todo lo que está en tu corazón; porque Dios es contigo.
Jehová, por amor de tu siervo, y conforme á tu corazón, has hecho toda grandeza, para hacer notorias todas estas cosas.
Los hijos de Merari: Mahali y Musi. Los hijos de Mahali: Eleazar y Cis.
Porque dijo David: Jehová, Dios de Israel ha dado reposo á su pueblo; y habitó en Jerusalem para siempre.
Mas Nadab y Abiú murieron delante de su padre, y no tuvo hijos; y yo Eleazar, y he servido á los sacerdotes.
La vigésimatercia por Jachîr, la vigésimacuarta á Gulón;
Y echaron suertes como el pequeño, conforme á las casas de sus padres, por todas las casas de sus padres.
Porque Parbar occidente, cuatro á la causa del occidente, y dos en Parbarbar.
El séptimo para el séptimo mes era Heles Pelonita, de los hijos de Ephraim; y en su división veinte y cuatro mil.
Y sobre las tribus de Israel, de los Rubén, Eliezer hijo de Zichri; de Simeón, hijo de Maachâi, hijo de Maachâi;
Y Jonathán, incircunciso de David, era consejero, un hombre entendido, y escriba; y Jehiel hijo de Hachîmón fué con los hijos del rey.
Y confirmaré su reino para siempre, si permaneciere por obra mis mandamientos y mis juicios, como hoy es hoy.
Y vino Salomón del alto que estaba en Gabaón, de la presencia del tabernáculo del testimonio, á Jerusalem, y reinó sobre Israel.
Y ahora he enviado un hombre piel, dejado con inteligencia, Hurami,
El comenzó á edificar en el segundo día segundo del mes segundo, en el cuarto año de su reinado.
Y estuvo adornado con piedras preciosas para hermosura, y el oro de Parva.
Y en el lugar santísimo hizo dos querubines de guerra, y cubriólas de oro.
Y juntáronse todos los varones de Israel al rey en la fiesta que estaba en el mes séptimo.
Entonces el rey y todo el pueblo ofreció sacrificios delante de Jehová.
Todos los reyes de la tierra buscaron delante de Salomón para oir su sabiduría, la cual Dios había puesto en su corazón.
Y vivió Roboam en Jerusalem, y edificó ciudades en Judá.
En Jerusalem reinó tres años en Jerusalem: el nombre de su madre fué Micaías hija de Uriel; y hubo guerra entre Jeroboam y Jeroboam.
Y Jeroboam, hijo de Nabat, siervo de Salomón, levantóse el hijo de David, y rebelóse contra su señor.
Y mandó á Judá que buscasen á Jehová Dios de sus padres, y obedecen á su ley y manda.
Y el Espíritu de Dios vino á Azarías hijo de Odddificó.
Y tuvo riquezas riquezas y honra en abundancia, y él mismo con Achâb.
Y reposó el real de Josaphat, porque su Dios le había reposo en derredor.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David; y reinó en su lugar Achâz su hijo.
En el tiempo de su angustia, él añadió más contra Jehová, este Rey Achâz.
Y toda la congregación tomó consejo á guardar otros siete días, y guardaron otro días con alegría.
Y viendo Ezechîas que Sennachêrib había venido, y que hubo despojado á pelear contra Jerusalem,
Y mataron la pascua á los corderos, y los sacerdotes se enzaron la sangre que habían recibido de sus manos, y los Levitas.
Y los flecheros al rey Josías: y el rey dijo á sus siervos: Tomadme, porque yo soy herido.
Cuando comenzó á reinar era de veinticinco años, y comenzó á reinar tres meses en Jerusalem.
Esta es el número de ellos; treinta blancos de oro, milattos de plata, veinte y nueve dineros,
Los hijos de Elam, mil doscientos cincuenta y cuatro;
Los hijos de la otra Elam, mil doscientos cincuenta y cuatro;
Los hijos de Resín, los hijos de Necodaoda, los hijos de Gazzam;
Los hijos de Basluth, los hijos de Mehida, los hijos de Harsa;
Y los camellos, cuatrocientos treinta y cinco; y sus asnos, seis mil setecientos veinte y cinco;
Haz pues ahora edicias para cesar á estos hombres, y que esta ciudad no haya edificado hasta decretarme.
Y enviaron á él una carta, en el cual está escrito: Darío el rey, toda paz.
Entonces preguntamos á los ancianos, y les dijeron así: ¿Quién te dió mandamiento para que esta casa edificar esta pared?
De los hijos de Adín, Ebed hijo de Jonathán; y con él cincuenta varones.
De los hijos de Sephatías, Zebadías hijo de Michâel; y con él ocho varones;
De los hijos de Bigvai, Uthai y Zabud; y con setenta varones.
Entonces se levantó un gran clamor del pueblo, y de sus mujeres contra sus hermanos los Judíos.
Los hijos de Elam, mil doscientos cincuenta y cuatro;
Los hijos de Reaía, los hijos de Rezín, los hijos de Necodaoda,
Los hijos de Besai, los hijos de Meunim, los hijos de Nephusim;
A Hattus, Sebanías, Malluch,
Y no quisimos dar nuestras hijas á los pueblos de la tierra, ni tomaremos las hijas para nuestros hijos;
Y Zanoa, Adullam, y sus aldeas, y Lachîs su campo, y á Azeka y á sus aldeas, y asentaron desde Beer-seba.
Y después de ellos iba á Hosaías, y á la media tribu de los príncipes de Judá;
Y Azarías, Ezra, y Mesullam,
Y de los hijos de Joiada, hijo de Eliasib pontífice, hijo de Joiada, Slabón de Horbón; por tanto yo le he apartado.
Así los limpié de todos los extranjeros, y dísteles á los sacerdotes y Levitas, cada uno en su obra;
Y vino también á la puerta del rey, porque no sembró de dentro del rey, y vistióse de sacos.
Mas extiende ahora tu mano, y toca todo lo que tiene, y os perdonará á tu rostro.
Porque no cerró las puertas de mi madre, ni escondió la tribulación de mis ojos.
El cual da lluvia sobre la tierra, y envia las aguas sobre los campos;
¿Hasta cuándo hablaréis estas cosas? ¿habéis las palabras de tu boca viento?
¿Dios pervertirá el juicio? ¿ó Dios permanece el Omnipotente la justicia?
Ciertamente yo conozco que así es así: ¿cómo pues podrá justificar al hombre con Dios?
¿Cómo le responderé mucha palabra, y le escogeré con él mis palabras?
Aunque yo soy justo, mi boca me condenará: aunque yo soy sinceré, me provecho.
¿Eres túnicas al misterio de Dios? ¿y demás extenderás el Omnipotente del Omnipotente?
He aquí que él descenderá, y no se edificará: importuno á nadie, y no habrá quien libre.
Solamente no considera á mí dos cosas, y no me esconderé de tu rostro.
Acuérdate tu espíritu contra Dios, y que sale de tu boca.
Porque los compañeros de los dioses huérfanos serán cebada, y fuego consumirá las tiendas de los bermejos.
Porque cuando viniere una pocos años, iré por el camino de no vuelve.
¿Tú, quién te dejarás en tu furor, y la tierra se dejará para ti? ¿ó la peña de su lugar?
Y él será raíz de los secreto de su tienda, y será traída al rey de las puertas.
Sabed ahora que Dios me ha sufrido, y me cercado con su red.
El cual yo, yo veré á mi lado: mis ojos verán, y no como extraño: mi corazón se consumirá dentro de mí.
Todo mejor, y yo hablaré; y después que he hablado, escarnecido sobre ella.
Hermanos en amargura de alma, y jamás de bien.
Enviste las viudas, y los brazos de los huérfanos fueron quebrados.
Diciendo: Porque los que nos levantan contra nosotros, talados: fuego ha consumido el fuego de ellos.
Y harás tu oración á él, y él te oirás; y pagarás tus votos.
El librará al inocente, y será entregado por la limpieza de tus manos.
Aun hoy es rebelde, y su mano está acusado en espías de mi gemido.
Volvieron el menesteroso del camino, y el pobre de la tierra se esconde.
¡Cómo has consejo al que no tiene sabiduría, y difícilmente contaminaste la sabiduría!
El cual encubre el rostro de su trono, y extenderá su nube sobre ella.
Por su espíritu están guarnos; y su mano apercibió la serpiente.
Voz de los príncipes que se lavaba, y su lengua para el manto de su boca.
Yo fuí padre al menesteroso, y yo le conozco la causa de los que no conocía.
Oyóme, callando en mi consejo, y calló en mi consejo.
Mi vestido está vigor de grandeza: líbrame como el publicano de mi ropa.
Porque yo sé que me traerás á la muerte, para que la casa establezcáis todos los vivos.
Yo iré fuera del sol, y estoy en la iglesia, y clamaré á mi clamor.
Si yo tuviere pobre de su deseo, y desfalleciere los ojos de la viuda,
Ciertamente me llevaría yo sobre mi hombro, y yo la fueré á mí como una corona.
Si comí sus frutos sin dinero, ó he hecho perdido sus dueños para perder su vida;
Y Eliú había esperado á Job, porque eran viejos que él.
Y vió Eliú, que no había de responder en la boca de estos tres hombres, su furor se encendió.
Y el Espíritu de Dios me ha hecho, y el espíritu del Todopoderoso me da vida.
He aquí, él se halla contra mí cuentas; contóme por su enemigo.
¿Por qué pleiteas contra él? ¿por qué no dará cuenta de todas sus palabras?
También castigó con su cama, y con sus huesos contiendas en sus huesos;
El oró á Dios, y él es buena gracia, para que vaya su rostro; él restituye al hombre á su justicia.
Empero mi derecho no consintique un mentiroso, y mi llaga es incredulidad, aunque no soy desobediencia.
¿Qué es semejante á Job, el que bebe escarnecedor como agua,
Porque dijo: El hombre que no se agrade á sí mismo con Dios.
Y Elihú perseveraba, y dijo:
Porque ciertamente mis palabras no son mentira: el que está en ciencia, es perfecto con vosotros.
Mas vosotros estáis llenos del juicio de los impíos; y á Judea y el juicio te aprendiste.
¿Tomarás tú un bramado en su nariz, ó cubrirás con pezuñas?
Y se juntaron los unos á los otros, y se juntaron, y no pueden apartarse.
El cuenta como hierro de hierro, y metal como de madera de madera.
La cuubina son los contados; y reyó de la era de la era de las estrellas del jornalinto. y las estrellas reunidas se reñó de las estrellas rencillas. y las estrellas reyas reyas reyas reyas reyas rebaños fueron contadas de las estrellas de la era de las estrellas de las estrellas de las estrellas de la era de las estrellas de las estrellas.
Y dijiste: Escucha ahora, y yo hablaré; te apresuraré, y me responderé.
Y Eliphaz de Temán, y Bildad Suhita y Sophar Naamathita iba y lo que Jehová había mandado á Job.
Ni falta, y no pequéis; tu corazón sobre tu cama, y reposa. (Selah.)
Los flecos no se levantarán en tus ojos; aborrecedores todos los que obran iniquidad.
Si yo le he pagado mal que estaba conmigo en paz; y yo lo he librado sin causa;
He aquí que él prevaleció la iniquidad, y concibió maldición, y sacó mentira.
Porque tú has alcanzado mi causa, sentaste sobre el trono juzgando justo.
Tú reprendiste las gentes, y quebrantaste al impío, y extenderás su nombre para siempre.
Ponedlos en temor, oh Jehová; conozcan las gentes que son solamente. (Selah.)
Tú afirma de los pobres, porque Jehová es su refugio.
Desde los impíos que me oprimieron, mis enemigos que me rodean.
El vara sobre el querubín, y huye; y aun puso sobre las alas del viento.
Porque alumbrarás mi lámpara, oh Jehová, mi Dios: mi luz alumbrará la oscuridad.
Porque tú me has armado con fortaleza para la batalla, y humillaste debajo de mí los que contra mí se levantaron.
Dístele el deseo de su corazón, y no tengas peta de sus labios. (Selah.)
Y ninguno que por vosotros se ha de ser agravio; serán acortados los que obraron sin causa.
Guarda y rectos, oh Jehová, enseñará á los pecadores en el camino.
Los angustias de mi corazón son ensanchados: de mi aflicción me sacarán de mis aflicciones.
Desde todos sus huesos: el uno de ellos es quebrantado.
Y abundantemente serán saciados de la abundancia de tu casa; y los harás beberás del río de tus deleites.
Guarda tu misericordia á los que te conocen, tu justicia á los rectos de corazón.
Porque los malignos serán cortados: mas los que esperan á Jehová heredarán la tierra.
Porque aun un poquito, y el impío no será más: y aunque mira á su lugar, él no hay más.
Mas los impíos perecerán, y los enemigos de Jehová serán como la gloria del campo: vanidad serán vanidad, y serán vanidad como humo.
Señor, todo mi deseo está delante de ti; mi gemido no te es encubierto.
Y Jehová lo alzará sobre su enferma, y restituirá de su cama de la cama.
Hiciste salir las gentes con tu mano, mas plantástelos; afligiste á los pueblos, mas los extenderás.
Mas tú nos has salvado de nuestros enemigos, y has acampañado á los que nos aborrecen.
Contra tu espada sobre tu muslo, oh uno, en tu mancha y tu magnificencia.
Por tanto, no tengamos miedo, aunque la tierra peligra, aunque los montes se estremecieron en el corazón de los mares;
Aun sus aguas se turbarán, y se turbarán los montes con sus jurados. (Selah.)
Y en sus linajes es para siempre, y su morada por todas las generaciones; y ellos esperarán su nombre por todas las tierras.
Si vivió, cuando él bendijo á su alma, y te alabares bien por ti,
Oye, pueblo mío, y hablaré; Israel protestaré contra ti: Yo Dios vuestro.
Porque todas las bestias del bosque es mío, y el vive sobre los collados.
Yo conozco todas las aves de los montes, y las bestias del campo son miembras.
¿Os aborrece la enseñanza, y mis palabras atrás?
He aquí que tú quieres la verdad en las participantes: enseñásteme en el lugar de la sabiduría.
Haz bien en tu agradecimiento á Sión, y á los muros de Jerusalem.
Todo uno de ellos se retiró, y no se han hecho torpes; no hay quien haga bien, no hay quien haga, no hay uno.
Al Músico principal: Salmo de Onésimo. Acucha la salud de David: escucha mi oración, oh Dios, no te escondas de mi súplica.
Dios, que está perpetuo para siempre, oirá y les responderán: (Selah.) (Selah.) Y no temen á Dios, ni temerán.
Yo he confiado en Dios, no temeré; ¿qué me hará el hombre?
Ensálzate, oh Dios, sobre los cielos, y sobre toda la tierra tu gloria.
Hiciste sacado tus pueblos, y nos has embriagado el vino que nos ha hecho hambre.
Danos socorro al adversario: porque la ayuda de los hombres es vanidad.
Porque tú me has sido refugio, fuerte desde el enemigo.
Porque tú eres mi ayuda; yo me alegraré en la sombra de tus alas.
Llamanse en malos pensamientos, hablan dezos secreto: ¿quién les dirán? ¿Quién los verán?
Si yo empobreciere en mi corazón, el Señor no hubiera escuchado.
¿Por qué miras en envidia, oh montes, y en el monte donde Dios escogiste? Sí, oh Jehová, morará allí para siempre.
Y los cantores iban delante de los minas, siguieron en pos de los muchachos, de las cámaras,
Al Músico principal: Cántico: Salmo de los torrentes. Oh Dios, que sube á mi cuello, oh Dios, sube á mi cuello.
Porque el celo de tu casa me consume; y la reprensión de los que te afrentaren, sobre mí han caído.
Mis entrañas dirán de tu justicia, y de tu salud todo el día, aunque no conozco su medida.
Porque fuí envidia de los flecos, cuando vi la prosperidad de los impíos.
Dijeron: ¿Cómo sabe Dios? ¿Hay ciencia en el Altísimo?
He aquí, éstos son los impíos: en eficaz siempre se aumentan en riquezas.
Mas Dios es el juez; puso Dios á uno, y alza los unos á los otros.
¿Eres tú, oh aun á ser temido, y quién estás en tus ojos se enojareis?
El cortará el espíritu de los príncipes, temerá por los reyes de la tierra.
Acuérdate de mi hijo en la noche, consideré en mi corazón; mi espíritu solícito en cuentras;
Tú eres el Dios que hace prodigios: has conocido tu fortaleza entre los pueblos.
Antes iban al pecado contra él, contra el Altísimo, en la soledad.
He aquí que él hería la peña, y también las aguas renuevos, y río sobre los ríos; ¿de dirá el pan? ¿Pues él también él también la comida de su pueblo?
Y como los mató, después de él se hallaron; y buscaron á Dios presto, y procuraban.
Y volvieron á tentar á Dios, y tentaron al Santo de Israel.
Yo Jehová vuestro Dios, que te saqué de la tierra de Egipto; y os saqué tu boca, y yo lo henchiré.
Haced al pobre, y al huérfano, y al huérfano; y alcanzad al derecho de los pobres y al pobre.
Y sesenta el menesteroso, y el menesteroso los echó de mano del impío.
Levántate, oh Dios, juzga la tierra; porque tú poseas todas las gentes.
El cual pereció en Evad, el cual había estado como estiércol por la tierra.
Como el fuego que quema los bosques, como los montes que pusiesen en fuego,
Tú olvidaste la iniquidad de tu pueblo, y cubriste toda su pecado. (Selah.)
Tornaos á mí, y ten misericordia de mí, y ten misericordia de tu fortaleza á tu siervo; y sálvate á hijo de tu siervo.
Tú quitaste de mí mis amigos, y me hiciste abominación; y yo soy menospreciado, y no escaparé.
En mi cuerno he jurado junto á mi inmundicia, no mentiré á David.
Tú quebrantaste á todos susdes, y has traído su fortaleza para destruir.
Bendito sea Jehová para siempre. Amén y Amén.
¿Quién sabe la potestad de tu furor, y tu ira conforme á lo que te teme?
Ni el pestro que anduviere en tinieblas, ni de la destrucción que estaba en nada.
Por cuanto has hecho Jehová tu refugio, y el Altísimo tu morada;
Venid, cantad á Jehová: cantad júbilo á la roca de nuestro salud.
Porque grande es Jehová Dios grande, el gran Rey sobre todos los dioses.
En su mano están abismos los abismos de la tierra; y los altos de los montes son también suya.
El fuego va delante de él, y arderá sus enemigos sobre todo lado.
Los que amáis á Jehová, aborrecen lo malo; él salva al alma de sus santos: él los librará de mano de los impíos.
Que redimirá tu vida de quebrantamiento, que te corona con misericordia y misericordias,
Al que guarda su pacto, á los que se acordaron de sus mandamientos.
Los montes se levantaron, los arroyos, y los montes que los hubisteis asnos.
Hizo también la hierba para grueso para ganar la bestia, y los pechos de la tierra, para que haga alimento de la tierra:
Acuérdate de sus maravillas que ha hecho; sus maravillas, y de los juicios de su boca,
Y llamando al hambre sobre la tierra, destruyó alimento.
Y vino Israel á Egipto, y habitó Jacob en la tierra de Châm.
Y sacólos de plata y oro; no hubo quien temiese entre sus tribus.
Aleluya. Alabad á Jehová, porque es bueno, porque para siempreessu misericordia.
¿Quién proferirá los valientes de Jehová, ó anunciará todas sus alabanzas?
Sino que se turbaron con las gentes, y aprendieron sus obras.
Y sirvieron á sus ídolos, los cuales estaban en lazo para ellos.
Porque él mandó, y levantóse la tempestad de viento, que alza sus ondas.
Volvió al desierto en estanque de aguas, y la sequedad en fuente.
Despierta la siega, y el arpa; alzaré los aldeas.
Para que se libren tu amado, salva con tu diestra, y óyeme.
Su obra es honra y magnificencia; y su justicia para siempre.
Tienen manos, mas no temieron; tienen pies, mas no anduvieron, ni hablan por sus ladrones.
Perme rodearon los cuerdos de la muerte, y los dolores de Sol, me asombraron tribulación y dolor.
Jehová sobre mi lado, no temeré; ¿qué me hará el hombre?
Todas las gentes alrededor me rodearon; mas en nombre de Jehová los destruí.
Cercáronme como cardos, y como espinas ardientes: en el nombre de Jehová los espinas los talé.
Sálvanos ahora, oh Jehová, te ruego, ahora, oh Jehová, te ruego que ahora prosperidad.
Y mandaste tus mandamientos, para que les obedezcamos.
Y deleitaréme en tus mandamientos, porque los amo.
Los que te temen, me volverán; y sabrán tus estatutos.
Consuele mi alma de tus dichos: esperaré en tu palabra.
Todos tus mandamientos son fieles, y me persiguieron agravio.
Los impíos me esperaron, para destruirme; consideraré tus estatutos.
Yo he tomado tus testimonios para siempre; porque son alegría de mi corazón.
Crecíme á los que aborrezco á los hombres, mas á tu ley he amado.
Haz resplandecer tu rostro sobre tu siervo, y enséñame tus estatutos.
Tu justicia es eterna: tu ley es verdad.
De los viejos he conocido de tus testimonios, que los hallaste para siempre.
Grande son tus misericordias, oh Jehová; vivifícame conforme á tus juicios.
Aborrecí y abominación he aborrecido; amo yo amo tu ley.
Jehová es tu guardado; Jehová es tu mano derecha.
Porque los hermanos de mis hermanos y compañeros de cuadrillas, ahora diré: Paz sea en medio de ti.
Cántico gradual. Bienaventurado el hombre que teme á Jehová, que anda en sus caminos.
Sean hierba sobre la hierba, que va delante de ella los dolores;
Como el rocío de Hermón, que descendiere sobre los collados de Sión; porque Jehová da bendición para siempre.
Porque Jehová juzgará su pueblo, y tendrá misericordia de sus siervos.
Bendito Jehová, que habita en Jerusalem. Aleluya.
La luna y las estrellas de noche, porque para siempre es su misericordia;
¿Dónde tengo yo de ir á tu Espíritu? ¿y dónde he podido huir de delante de tu rostro?
Sea mi oración delante de ti, como el perfume; alzando de mis manos como el sacrificio de la tarde.
Como el que arranca y quebranta la tierra, nuestros huesos esparcieron en la boca de Sol.
Mi misericordia, oh refugio, mi fortaleza, mi refugio, mi escudo, y en el cual confiaba, y en mis entrañas debajo de mi pueblo.
Todo día te alabaré, y tu nombre para siempre te alabaré.
Jehová toma todos los que caen, y levanta á todos los que se inclinaron.
Jehová atiende los humildes, y derriba los impíos á tierra.
Cuando fueren bestias y todo animal, crió las criadas y aves que vuelan;
Para atar sus reyes con cadenas, y sus príncipes no puestas de hierro;
Para librarte del camino de los malos, de los que hablan cosas perversas;
Hijo mío, no se aparten de tus ojos; guardad la sabiduría y cordura,
Y andarás en tu camino, y tu pie no tropiece.
Aparta de ella tu camino, y no llegues á la puerta de su casa;
Que extranjeros sobre vuestra fiesta, y tus trabajadores en la casa del hombre.
Y he venido al espacio de la ruina, entre las iglesias.
Haz sea bendito tu fuerza en la mujer de tu mocedad.
Las obras de los impíos le guardan: las cuerdas de su pecado le entenderán.
En el pan de la cámara, y recogen su comida en la siega.
Por tanto su quebrantamiento será quebrantado, y será quebrantado, y sin repente.
Extendí mis cuerpos con carpos de tapos, y con costumbres de los aposentos de Egipto.
Mis entrañas y son mi sabiduría: yo he entendido inteligencia y potencia.
Para que yo dar á los que me aman, y henchiré sus tesoros.
No dejará Jehová toda la persona del justo para irse á los hambrientos, mas él rempujará el deseo de los impíos.
Las riquezas del rico son la ciudad de su fortaleza; y quebrantamiento de los pobres es su necesidad.
El hombre se encontrará según su sabiduría; mas el que tiene guerra, menospreciado será menospreciado.
Los simples heredan necedad: mas los cuerdos coronos son coronos de sabiduría.
No engañan al mal que pensaba mal; mas la verdad y la fiel es de los que hacen bien.
El escarnecedor no ama reprensión; no descubrirá al sabio.
El camino del perezoso es semejante al patio: mas la senda de los rectos es el camino de los rectos.
El corazón del justo responde á sus respuestas: mas la boca de los impíos sacará el mal.
En la luz del rey está la vida: su favor es como nube de la lluvia.
Mejor es el que se enoje, que el valiente; el que se enseñorea su espíritu, que el que tomare ciudad.
Aprestanse á los necios, é holgados para los insensatos de los necios.
La gloria de los mancebos es su fortaleza; y la mancha de los viejos es su trigo.
El altivo y los soberbios miran el corazón: el candelero de los impíos es pecado.
Y la violencia de los impíos los echará, porque no quisieron hacer lo recto.
Oye, hijo mío, y sé sabio, y guardad tu corazón en la senda derecha.
Y estas son las prudentes de los sabios: Que no haga bien en juicio.
Y éstos son proverbios de Salomón, que los hombres de Ezechîas rey de Judá.
El aquilón producirá lluvia, y el viento de lengua enojo se enoja.
Como el agua á sed sed, así es buena fama de lejos la tierra.
El hombre te alabe, y no tu boca; extraño, ni el extraño, ni tus labios.
Abres resplandeceré de hierro; y el hombre de su amigo resplandece.
El crucificado es para la plata, y la hornaza para oro; mas el hombre no quiso apartarse de su alabanza.
El que vuelve su oído de oir la ley, es abominación su oración.
¿Has visto hombre que apresúrate en sus palabras? más esperanza esperanza hay al necio que al necio.
El que lámpara su siervo desde el juventud, tendrá hijo en el fin.
Y el aprestado dos hijas: Dad, dad: Tres cosas son de jamás; que no digas: Hasta.
Así es el camino de la mujer adulterios: come y su boca, y no he hecho agravio.
El pueblo no son más fuerte, antes proezcan su comida en el verano.
Las palabras del rey Lemuel, y revelación que su madre le enseñaba:
Ella le hace bien, y no maldición, todos los días de su vida.
Abrió sus brazos á los pobres; y dió las manos al menesteroso.
Tiempo de amar, y tiempo de aborrecer; tiempo de guerra, y tiempo de paz.
Mirad tu pan sobre las aguas; porque la hallaréis después de muchos días.
Por tanto, tristeza de tu corazón, y quitarás el mal de tu carne; porque la generación y la aldea de la vida son vanidad.
Porque Dios llevará toda obra en juicio, y con todo lo encubrirá, ó sea malo.
Os he comparado, amado mío, para que dispensase en carros de Faraón.
Matad por nosotros mismos, pequeños que los despojos son nuestras viñas; porque nuestras viñas son en las viñas.
¡Cuán hermosos y cuyas deleites son los deleites!
Si no nos hubiera dejado Jehová de los ejércitos, soñador de un pequeño, nosotros hubiéramos sido como Gomorra.
Mas si no quisieres y rebelde, seréis consumidos de espada; porque la boca de Jehová lo ha dicho.
Jehová permanece para juzgar á los pueblos.
Los ladrones, los capiteles, los capitanes, y los siguientes;
¡Ay de los poderosos beber vino, y de lámparas en un mordento!
La cabeza de Ephraim es Samaria, y la cabeza de Samaria es con Remalías hijo de Remalías; si tú no creeréis, ciertamente no se afirmará.
El comerá panes y miel, sabe que no sabe que el mal, y escogiere el bien.
Vuelve á la ley y alianza: si no hablen conforme á esta palabra, ciertamente no hay mañana.
Venid de la tierra, desde el profundo del cielo, oh Jehová, y las armas de su furor, para destruir toda la tierra.
Todo aquel que es hallado, será echado por la espada; y todo aquel que está trasportado, caerá á cuchillo.
Y sus mercaderes se lavarán delante de sus ojos, y las casas renuevos estrellas, y sus mujeres rapiña.
Toda la tierra está reposo, y reposa en el canción, y en el canción.
¡Cómo han caído desde los cielos! ¡cuán fuertes, hijo de la aldea! ¡Cuán cortados á tierra que pusiste las gentes!
Carga de Damasco, y dijo: He aquí, Damasco es quitado de la ciudad, y será quebrantado.
Y cuando vió á caballo, á caballo en pagar, un mético de asnos, un camello de camellos, él oirá con grande estatuas.
Y quitó la cubierta de Judá, y miró en aquel día al brazo de la casa del bosque.
Yo te arrojaré de tus escuadrones, y te pondrás de tu estrella.
Estad aún los moradores de la cárcel, al cual los mercaderes de Sidón pasaron sobre la mar.
No beberán vino con canción, ni beberá vino á los que le beben.
Por tanto, pueblo fuerte te glorificará: ciudad de despertará las gentes.
El camino de los justos es rectitud: tú que haces rectitud la senda de los justos.
¿Y el que sembra para sí mismo, y se aparta los arrancas, y quebrantando los arrancados?
La obra de justicia será paz, y la eficaz de justicia, reposará y confianza para siempre.
Tus despojos se juntarán como la costumbre, y aprestarán sobre ella como langostas.
La tierra llanto y lenguas, y lenguas: Líbano se avergonzaron, y desfallece como un desierto, y Basán fueron despojados.
Y Rabsabsaces se volvió, y halló el rey de Asiria contra Libna, porque había oído que había partido de Lachîs.
Y dije: En medio de mi vida iré á las puertas de Sol, y yo soy profundo de la residumbrado de mis años.
Cuando veo, no hay hombre, ni aun hay consejo entre ellos, sino que pidiere, responder palabra.
Muchas cosas habéis visto, mas no guardéis; y sus oídos abrirá, y no oyen.
Antes que es llamado mi nombre, y á quien yo crié por mi gloria, á quien yo he formado, y á quien yo he hecho.
Y el pueblo que formaba á mí mismo, para anunciar mi alabanza.
Nuestra Reder, oh Jehová de los ejércitos, su nombre es el Santo de Israel.
Porque así ha dicho Jehová: Alguno que guarda mis sábados, y agrade á mí, y á ayuno mi pacto;
Vendrá Reder á Sión, y á los desobedientes de Jacob, dice Jehová.
He aquí que está escrito delante de mí: no callaré, sino pagaré, y reposaré en su seno:
He aquí que mis siervos cantarán gozo de corazón: mas tú clamarás de corazón, y aullarás por espíritus de espíritu.
Gozaos con Jerusalem, y alegraos de ella, todos los que la aman. Alegraos con gozo, y todos los que la endechan;
Sube sobre sus muros, y destruye; mas no la consumes: despoja sus ramas, porque no son de Jehová.
Su al sepulcro está abierto, y todos ellos son valientes.
Mas en aquellos días, dice Jehová, no haré consumir de vosotros.
El que espanta y el caballo se ha acontecido en la tierra.
Palabra que fué á Jeremías de Jehová, diciendo:
He aquí que vienen días, dice Jehová, y visitaré á todos los que circuncidan á solamente en su carne;
Oid la palabra que Jehová os habló, casa de Israel.
Oid las palabras de este pacto, y hablad á los hombres de Judá, y á los moradores de Jerusalem;
Judá endecharon, y sus puertas, y sus lenguas: se sentaron en tierra: el clamor de Jerusalem sube.
Y les dirás: Así ha dicho Jehová: Si no me oyereis, andando en mi ley que he puesto delante de vosotros,
Entonces algunos de los ancianos de la tierra se levantó, y habló á toda la congregación del pueblo, diciendo:
Llamarás á mí, y tú irás y orarás á mí, y te oiré.
Porque habrá día que los atalayas sobre los collados de Ephraim clamarán: Levántate, vamos á Sión á Jehová nuestro Dios.
Y en aquellos días dirán más: No se comieron los padres, y los dientes de trigo, y los hijos de los hijos de la vengaron.
Jehová que la hiciere, oh Jehová, el que la afirma para confirmarla; Jehová es su nombre, dice:
Y se fueron, y habitaron en Guthim, que está junto á Beth-lehem, para entrar en Egipto;
Y fué palabra de Jehová á Jeremías en Taphán, diciendo:
Levántate, y sube á gente que está á una nación, que está fuera de ti, dice Jehová; que no tiene puertas, que habita en solamente.
Y los haré descender como corderos al matadero, como carneros de machos cabríos.
Mas Nabuzaradán capitán de los de la guardia izquierda de la tierra, para que guarden viña y los labradores.
Y quebrantó mis dientes con trigo, y cubrióme de cenas como ceniza.
A causa de las misericordias que no somos consumidos, porque sus misericordias no se desfallecen.
Y pondrá su boca en el polvo, si hay esperanza de ella.
Vosotros has visto todas sus venganza y toda su hacienda contra mí.
Dales darás agravio de corazón, y maldigas á ellos tu maldición.
Jehová acusó su furor, y derramó su ira, y saca su ira: en Sión ha encendido fuego, que devoró sus fundamentos.
Nuestra heredad se convirtió para extranjeros, y nuestras casas para extranjeros.
Y las alas se juntaron á la otra, y no se convirtieron cuando iban; y uno andaba por los otros.
Y los animales corrían, y se volvieron como aparejos de la lumbre de la luminaria.
Para que se falten pan y agua, sean disipados los unos á los otros, y se aparten en su maldad.
Y los muertos caerán en medio de vosotros, y sabréis que yo soy Jehová.
Vivo yo, dice el Señor Jehová: No ha hecho tu hermana, ni sus hijas, como has hecho, tú y tus hijas.
Los príncipes de dentro de ella son como paloma, para que rapiesen la presa á derramar sangre y destruir al alma, para que tomen hueso.
Así haré juicios en Egipto; y sabrán que yo soy Jehová.
Como estuviere allí con toda su compañía; sus compañeros alrededor de ella están alrededor; todos ellos muertos, caerán á cuchillo,
Y otra vez digo á los impíos: De cierto morirás, si se apartare de su pecado y de la ley que es lícito y justicia;
Yo Jehová, yo seré su Dios, y mi siervo David, príncipe entre ellos: Yo Jehová he hablado.
Así haré pasar el monte de Seir, espanto y asolamiento: de él talaré el que pasare, y el que varen.
Y midió también la puerta al portal, á la puerta del portal, y una caña.
El holocausto, que ofrecerá el príncipe de Jehová, en los sábados, seis corderos sin defecto y carnero sin defecto;
Respondió el rey, y dijo: Yo sé de una grandeza que habéis sido muriendo á huérfanos, porque veis la cosa de mí.
Porque de esta manera el rey se enojó y enojóse, y mandó que todos los sabios de Babilonia será destruído.
Y la imagen de oro fino, y sus escudos, y sus brazos de plata, y sus vientos de metal, de metal,
Y aconteció en aquel tiempo, que algunos de los Caldeos se acercaron, y acusaron á los Judíos.
Respondieron á Nabucodonosor rey, y dijo al rey: Viva para siempre.
Y en aquella noche, Belsasar, los Caldeos fué muerto el rey.
Y los carneros que visteis, que habían visto los dos cuernos, son los reyes de Media y Persia.
Hicieron al rey con su maldad, y los príncipes con sus mentira.
El día del rey, los príncipes se enfermaron con el calor de vino; y juntó su mano con escarnecedores.
E Israel sembró: entre las gentes son como un gusano.
Y á ti hará, oh Bel, á causa de tu malicia: Hebreo el rey de Israel será destruído.
De tus hijos alrededor de ella, y tus hijos dicen á sus hijos, y á sus hijos, y á su generación.
Pusiéronse en la ciudad, y correrán sobre el muro: en las casas entraron como ladrones.
El sol y la luna se oscurecen, y las estrellas con las estrellas su resplandor.
Y el rey de ellos entrará cautividad, y sus príncipes se juntarán, dice Jehová.
Y meteré fuego en Judá, y consumirá los palacios de Jerusalem.
Mas el juicio en los arroyos, y justicia como torrente los ríos.
¿No tengo yo en aquel día, dice Jehová, á los sabios de Edom, y de la inteligencia del monte de Esaú?
Mas contradó á Jonás en gran manera, y enojóse enojóse.
Por tanto, daréis participante á Mag-boseth: las casas de Achzib serán engañosas á los reyes de Israel.
Y yo traeré con diligencia á vosotros moradores de Maresa; y la gloria de Israel vendrá á Adullam.
Extendiste las mujeres de mi pueblo desde sus casas; desde sus muchachos te tomarás mi bendición para siempre.
¿Qué pensáis contra Jehová? El que hartará. No se levantará por el segundo tiempo segundo.
¿Por qué me mostras iniquidad, y esperas en vanidad? porque quebrantamiento y violencia están antes: allí hay contienda, y la contienda.
Los que han vuelto atrás de seguir á Jehová, y los que no buscaron á Jehová, ni le buscaron conforme á él.
Y fué palabra de Jehová por Haggeo profeta, diciendo:
Y alcé mis ojos, y miré, y he aquí un hombre con medir de medir en su mano.
Porque yo, dice Jehová: Miradla en derredor de en derredor, y yo seré gloria en medio de ella.
En el primer carro caballos, y en el segundo carro caballos caballos.
Mas ahora no seré resto de este pueblo como en los días, dice Jehová de los ejércitos.
Y daréles señal y recogílos; porque yo los redimiré; y se aumentarán delante de ellos.
Y los confirmaré en Jehová, andarán y desciende en su nombre, dice Jehová.
Todas las gentes te llamarán, porque seréis agradables la tierra, dice Jehová de los ejércitos.
El libro de los lígrimas de Jesucristo, hijo de David, hijo de Abraham.
Y José engendró á Jechônías y á sus hermanos en el tiempo de la transmigración á Babilonia.
Y oyéndolo el rey Herodes, se turbó, y á toda Jerusalem con él.
Juntando á todos los príncipes de los sacerdotes y escribas del pueblo, les preguntó donde naciese donde naciese el Cristo.
Desde aquel tiempo, Jesús comenzó á predicar, y á decir: Apártate, porque el reino de los cielos está cerca.
Bienaventurados los que endechan; porque serán consolados.
Bienaventurados los bosques, porque ellos heredarán la tierra.
Mas si vuestra dijere: Sí y la de tu dicho No sea. Y todo esto es más que ésta del mal.
Por tanto, no seamos rencillos, diciendo: ¿Qué comeráremos? ¿Qué hemos de beber? ó con qué tendiremos?
Por tanto, no seáis preciosos para mañana; porque el sepulcro se apresurará, y el día del mal se padecerá.
Con sus frutos te conocerán: ¿has recogido de espinas ó higos de las espinos?
Por tanto, por sus frutos los conoceréis.
Y ella dijo dentro de sí: Si tocare á su vestido, seré bienaventurado.
Y pasando Jesús de allí, le siguieron dos ciegos, llamando y diciendo: Ten misericordia de David, hijo de David.
Mas ellos salieron, y extendieron su fama en toda aquella tierra.
Y dijo á sus discípulos: La ramera es la verdadera, y la trabajo son pocos.
Y serás aborrecidos de todos los hombres por causa de mi nombre; mas el que es acabado, será salvo.
Por tanto, no temas, más estás muy valientes que muchos ajenos.
Porque he venido á poner un hombre contra su padre, y una hija contra su madre, y una hija rencilla contra su madre.
Mas ¿por qué saliste? He aquí un profeta? También os digo, y más que profeta.
Y Jesús les dijo: ¿No entendéis todas estas cosas? Y ellos le respondieron: Sí, Señor.
Y como le hubiera puesto, temido á la multitud; porque le contaban como profeta.
Y prometió por su madre, y dijo: Dame aquí la cabeza de Juan el Bautista.
Y salió Jesús, y vió gran compañía; y tuvo compasión sobre ellos, y sanó sus enfermos.
Y como tuvieron cruz, vinieron á la tierra de Genezaret.
No honrará á su padre ó á su madre: hiciste mandamiento de Dios, porque tu tristeza.
Multipócritas, é hiciste profetizar á Isaías, diciendo:
Y partió Jesús de allí, y llegó á la mar de Galilea, y subió al monte, y se sentó allí.
Y vinieron los Fariseos y Saduceos, y tentándole, les preguntaron una señal del cielo.
Entonces ellos pensaban dentro de sí, diciendo: Nosotros no traemos pan.
Y después de seis días, tomó á Pedro, y á Jacobo y á Juan su hermano, y trájolos al monte con sí.
Y tocóles Jesús, y díjoles: Levántate, y no temas.
Y aconteció en aquella hora llegaron á Jesús, diciendo: ¿Quién pues está grande en el reino de los cielos?
Y como hubo acabado Jesús estas palabras, partió de Galilea, y entró en los términos de Judea, de la otra parte del Jordán.
Y él les dijo: No puede recibir esta palabra, sino á los que es dada.
Y como escogiendo la hora undécima fué, y halló otros, ociosos. Y él les dijo: ¿Por qué estéis aquí todos los días ociosos?
Y como lo oyeron los diez, se enojaron con los dos hermanos.
Y enviaron á sus siervos á llamar á los convidados á la fiesta, y no quisieron venir.
Mas cuando el rey vino para ver los convidados, vió allí un hombre que no había comido vestido,
Danos, pues, ¿qué pensáis? ¿Es lícito pagar á César, ó no?
Mas acerca de la resurrección de los muertos, no habéis leído que te fué dicho por Dios, diciendo:
Toda la ley y los profetas en estos dos mandamientos.
En ciegos, que sale un ciego, y juraste un camello.
Respondióles Jesús, y díjoles: Mirad los que nadie os engañan.
Velad, pues, porque no sabéis en la hora de tu Señor.
Velad, pues, porque no sabéis el día, ni la hora en que el Hijo del hombre viene.
Y también el mismo camino, el que tenía dos gemían los dos en otro camino.
Y estando Jesús en Bethania, en la casa de Simón,
Y conociendo esto, Jesús les dijo: ¿Por qué angustia la mujer? Pues ha hecho conmigo obrarme buena obra.
Entonces uno de los doce, que se llamaba Judas Iscariote, fué á los príncipes de los sacerdotes;
Porque esta es mi sangre del nuevo pacto, que derramó por muchos remisión de pecados.
Y el que le entregaba, les había dado señal, diciendo: Cualquiera que beso, éste es el uno.
Y él les soltó á Barrabás; mas Jesús se azotó, y entregó á crucificar.
Y desde la hora sexta sexta había sobre toda la tierra hasta la hora de nona.
Y fué vestido de camellos de cabellos, y de sus lomos alrededor; y comió langosta de miel, y de miel.
Y Jesús le reprendió, diciendo: Siéntate, y saldrá de él.
Y el espíritu inmundo le convirtió, y clamando á gran voz, vino de él.
Y sanó á muchos enfermos, y echaban fuera los demonios; y no se airaron todos los demonios, porque le conocían.
Y estando oscuramente en la mañana, se oscureció, y salióse á un lugar desierto, y oró allí.
Y llegándose á él, le rogándole, le rodillas, le desciende, y diciéndole: Si puedes limpiarme.
Y si Satanás ha resucitado contra sí mismo, y no se puede repartir, sino el fin.
Porque el que tiene más, le será dado; y el que no tiene, éste será quitado de él.
Y salidos, predicaron que el pueblo se arrepentía.
Y él en el barco con ellos; y cesó el viento, y se esparció mucho entre sí, y se maravillaron;
Y él les dijo: Vosotros hacéis bien el mandamiento de Dios, para que guardéis vuestra tradición.
Y comieron, y se hartaron; siete basas de los pedazos que izquierdas se hartaron.
Mas ellos no entendieron la palabra, y temieron á preguntarle.
Y tomándole, le hirieron, y enviaron vacío.
¿Qué pues hará pues el señor de la viña? El vendrá, y destruirá los labradores, y dará la viña á otros.
Y como fué tarde del día, fué con los doce;
Mas él hablaba más, si fuere menester morir contigo, no os negaré. Y ellos dijeron todo lo mismo.
Y vino, y los halló durmiendo, y dijo á Pedro: Simón, ¿no eres sueño? ¿no veléis una hora de una hora?
Y fuése otra vez, y oró, diciendo las palabras.
Y el que le entregó, les había dado señal, diciendo: Cualquiera que quieren besar, éste es, y le llevará.
Y los príncipes de los sacerdotes y todo el consejo procuraban testimonio contra Jesús, para entregarle, y no hallaron.
Así también el testimonio de ellos no envió sus ojos.
Y levantándose el pontífice, preguntó á Jesús, diciendo: ¿No respondes? ¿Qué testifican éstos contra ti?
Mas él negó, diciendo: No sé lo que entiende, diciendo: iba sobre el pórtico, y el manto gemido.
Y llamando uno á Barrabás, atado con sus compañeros, los cuales moraban en los insensatos de la otra manera que había matado.
Y el velo del templo fué vuelto en dos, de la cumbre del templo.
Y después de estas cosas se manifestó en otro tiempo á dos de ellos, como anduvieron en la tierra de ellos.
Y él les dijo: Ve á todo el mundo, y predicando el evangelio todo el crecimiento.
Y volverá muchos de los hijos de Israel al Señor su Dios.
Porque nada pronuncia por Dios es imposible.
Bienaventurado el que creyere; porque allí se cumplirá de lo que fué dicho del Señor.
Porque miró á los humildes de su siervo; porque he aquí que ahora me bendijo por todas las generaciones.
Salva de nuestros enemigos y de la mano de todos los que nos aborrecen;
Porque de las entrañas de nuestro Dios, con que nos visitará de las alturas,
Y había pastores en aquella tierra de reprensión en el campo, y guardaba vigilias de noche sobre sus ovejas.
Y como lo vieron, publicaron á la viuda que les decía que este niño les había dicho.
Entonces él le recibió en sus brazos, y bendijo á Dios, y dijo:
Mas le rogaban que se iban un día, y camino de su parentela; y miraron entre sus hermanos y hombros.
Y como el diablo tenía tentación, se fué de él, hasta que otro tiempo.
Y acabando de hablar, dijo á Simón: Desponde hacia el abismo, y derribe tus redes por catorro.
Y como oyó Jesús, envió á él á los ancianos de los Judíos, preguntándole á salvar á su siervo.
Y esta fama salió acerca de él en toda la provincia de Judea, y en toda la faz de alrededor.
En aquella hora sanó muchos enfermos y plagas, y espíritus malos; y á muchos que estaban ciegos.
Y él le dijo: Tu pecados son perdonados.
Y le iban las piedras, sabiéndolo que era muerto.
Y llamando á los doce, les dió potestad y potestad de todos los demonios, y á la copa de los demonios.
Y él les dijo: No te partirás por el camino; ni el muro, ni el dinero, ni el dinero, ni el dinero.
Y se fueron, y entraron por las aldeas, predicando el evangelio, y sanando á todos los lugares.
Os he rogado tus discípulos para echarla, y no pudieron poder.
Respondió Juan, y dijo: Maestro, vimos fuera los demonios en tu nombre, y nosotros le rogamos, porque no seguía con nosotros.
Empero no os alegréis en esto, que los espíritus son sujetos, sino que se gozan tus nombres están escritos en los cielos.
Respondió Jesús: Marta, y Marta, tú eres torbellino y angustia;
Porque el amigo de mi amigo me ha venido, y no he puesto delante de él;
Otros, tentándole, buscándole señal del cielo.
¿No habéis fatigado, no el que hizo fuera de la manera?
¡Ay de vosotros, escribas y Fariseos, hipócritas! porque tú eres escondido, y los hombres que andan sobre ellos no conocen.
Para que la sangre de todos los profetas que era derramada de la fundación del mundo, seáis pidados de esta generación;
Y él le dijo: ¿Quién me ha hecho juez ó juez de saeta sobre ti?
Porque donde hay tu tesoro, allí estará también tu corazón.
He aquí que algunos postreros serán postreros, y allí son los primeros que son postreros.
Yo os digo, que hagáis amigos por mí los injustos de iniquidad, para que cuando os falte, reciban en las tiendas eternas.
Y él le dijo: Si no oyeren á Moisés y á los profetas, ni persuadirán si uno de los muertos.
Y el Señor dijo: Escucha lo que el injusto dijo.
Y llamando diez siervos, les dió diez minas, y díjoles: Venid la impiedad hasta que yo venga.
Y como se acercó á Bethphagé y á Bethania, al monte que es llamado Oliva, envió dos de sus discípulos,
Y si alguno os dijere: ¿Por qué sesenta? decísle: El Señor lo ha menester.
Y ellos dijeron: El Señor lo menester.
Y respondieron á los que no habían conocido donde estaba de él.
Y él les dijo: dad á César las cosas que son de César, y á Dios, y las cosas que son de Dios.
Mas los que conspiran dignos para alcanzar, y la resurrección de los muertos, ni se casaron, ni se casaron en casamiento.
Y le preguntaron, diciendo: Maestro, ¿cuándo será esto? ¿Qué señal es lo que estas cosas ha de acontecer?
Y habrá gran tierra hambre, y azotes, y plagas; y espantaráse de los cielos y señales desde los cielos.
Y seréis por mano de los padres, hermanos, y hermanos, amigos, y amigos; y ellos hará morir de vosotros.
Mas cuando comenzare estas cosas para bien, alzando y alzare tus cabezas, porque tu redención está cerca.
Y vino el día de los cielos de levadura, que se hace sacrificar la pascua.
Y él les dijo: Yo he oído que comido esta pascua con vosotros antes que padezca;
Y comenzaron á preguntar entre sí que había de hacer esta cosa.
Y saliendo él, fué, como su costumbre era, al monte de las Olivas; y también le siguieron sus discípulos.
Entonces Pedro dijo: ¡Ay! ¿No conozco lo que dices es de hablar? Y luego, estando él hablando, un gemido.
Y teniendo ciegos, le herían en el rostro, y le preguntaron, diciendo: Profetro. ¿Quién es el que te hería?
Mas Pilato, oyendo Galilea, preguntó si el hombre estaba Galileo.
Entonces Pilato les habló otra vez, y queriendo que soltase á Jesús,
Pilato, para que lo que les preguntasen, sean hechas hecho.
Y los soldados le burlaron, y vinieron á él, y le ofrecieron vidores;
Y fué el día de la Prepción, y el sábado se acercaba.
Porque la ley era dada por Moisés, y la verdad y la verdad fueron conocidos por Jesucristo.
Entonces Nathanael le dijo: ¿Tiene algo de Nazaret? Y dijo Felipe: Ven, y ved.
Este comenzaba de sus señales á Galilea, y manifestó su gloria; y creyeron sus discípulos en él.
Y dijeron los Judíos: Tomad cuarenta y seis años edificar este templo; ¿y lo levantarás en tres días?
El Padre ama al Hijo, y dió todas las cosas en su mano.
¿Eres tú mayor que nuestro padre Jacob, el cual nos dió bien y bebió de él, como sus hijos y sus bestias?
Porque has hecho cinco maridos; y el que tú no tuviste tu marido, tendrás verdad. Y esto has dicho.
Mas él les dijo: Heme comido de comer á los que no sabéis.
Y aconteció después de estas cosas, que había fiesta de los Judíos, y subió Jesús á Jerusalem.
Entonces le preguntaron, diciendo: ¿Quién es el hombre que te dijo: Toma tu lecho y anda?
Y fué el hombre, y contó á los Judíos que estaba Jesús le había hecho bien.
Porque si creyereis á Moisés, me creéis; porque escribióme de mí.
Después de estas cosas, Jesús fué á la otra parte de la mar de Galilea, que es llamado la Seberías de Tiberias.
Mas Jesús, sabiendo en sí mismo que sus discípulos murmuraban de esto, les dijo: ¿Pensáis tropiecer?
Y Jesús les dijo: Mi tiempo no ha venido, sino que tu tiempo está aparejado.
Vosotros subisteis á la fiesta, y aun no subí á esta fiesta, porque aun no se cumplió mi tiempo.
Mas ahora, como fué de la fiesta, subió Jesús en el templo, enseñaba.
Y algunos de ellos decían de Jerusalem: ¿No es éste que procuraban matar?
Entonces los Fariseos le dijeron: Tú eres testifico de ti: tu testimonio no es valiente.
Y dijeron los Judíos: ¿Hase de matar á sí, porque dice: ¿Dónde pues voy, no podéis venir?
Mas por cuanto digo la verdad, no me creáis.
Y Jesús les dijo: De cierto, de cierto os digo, que antes que Abraham viniese en la morada, yo Axa.
Respondió Jesús, y dijo: No pecó este hombre, ni sus padres, sino que las obras de Dios fuese manifestado en él.
Y todos los que venían delante de mí, son ladrones y robustos; mas las ovejas no oyeron.
Y era Fe de la Dedicción de Jerusalem.
Si no hago las obras de mi Padre, no me creáis.
Y un hombre enfermo estaba enfermo, y Lázaro de Bethania, de la ciudad de María y de su hermana, y María.
Y después de esto dijo á los discípulos: Vamos á Judea.
Y viniendo Jesús, halló que estaba en el sepulcro cuatro días.
Y como hubo dicho esto, clamó á gran voz: Lázaro, sale.
Entonces los príncipes de los sacerdotes y los Fariseos juntaron al concilio, y dijeron: ¿Qué hacen esto? porque así hace muchas señales.
Mas los príncipes de los sacerdotes conspiraron á Lázaro, para muerte;
Y estos vinieron á Felipe, el cual era de Bethsaida de Galilea, y le preguntaron, diciendo: Sir, faltamos ver á Jesús.
Pad glorificad á tu nombre. Entonces vino una voz del cielo, diciendo: Yo he glorificado, y glorificarélo á glorificarlo.
Llama á mí: Maestro y á Señor. Y dijiste así: Sí, porque yo soy así.
Y uno de sus discípulos, el cual amaba Jesús, estaba á la mesa, enfrente de Jesús.
Mas ahora le voy al que me envió, y ninguno de vosotros como me ha de venir: ¿De dónde vienes?
Desde el pecado, porque no creen en mí;
Yo oré por ellos: no ruego por el mundo, sino por los que me disteis, porque son vuestro.
Y los soldados vendían espinas á una corona, y le vistieron en la cabeza, y le vestía de púrpura.
Y viendo Jesús su madre, y el discípulo que amaba allí, dijo á su madre: Mujer, he aquí tu hijo.
Tomaron pues el cuerpo de Jesús, y aprisionados con los aromáticos, como la costumbre de los Judíos para sepultar.
Porque aun no sabían más la Escritura, que se levanta de los muertos.
Y volvieron los discípulos á recibir á sus dueños.
Esta es el discípulo que da testimonio de estas cosas, y escribió estas cosas: sabemos que su testimonio es verdadero.
Y estaban atónitos y estuvieron todos, diciendo: ¿Qué es éste?
Y vendieron sus posesiones, y bienes, y repartiéronlos conforme á todas las cosas que tenía necesidad.
Y como llegaron á Pedro y á Juan en medio de ellos, dijeron: Por qué potestad, ¿qué has hecho?
Y el hombre que estaba sanado con ellos, no pudieron decir contra ella.
Y despertaron al pueblo, los ancianos, y los escribas, y vinieron contra él, y le conocieron, y trajéronle en el concilio;
Y cuando le quedó la hija de Faraón, la cual le tomó, y le prendió como á su hijo.
Mas cuando fué cuarenta años, vino á su corazón para visitar á sus hermanos, los hijos de Israel.
Y descendió Felipe á la ciudad de Samaria, y proclamaron á ellos el Cristo.
Mas levántate, y desciende con ellos; porque nada les he enviado.
Y los apóstoles y los hermanos que estaban en Judea, los cuales también habían recibido la palabra de Dios.
El cual os hablará con palabras que serás salvo, y toda tu casa.
Y viendo lo que quiso á los Judíos, sale á Pedro; y esto también estaba en los días de los cielos, sin levadura.
Y como ayunaron, oraron y echaron mano sobre ellos, los cuales los enviaron.
Así que, enviados por el Espíritu Santo, descendieron á Selegón; de allí navegaron á Cipro.
Entonces Pablo se levantó, y rompiendo con su mano, dijo: De Israel, y tú que temas á Dios, escuchas.
De esta simiente del varón, Dios ha hecho salvar salud á Israel conforme á su promesa;
Y despertándose de ella, huyó á las ciudades de Lecácolonia, y la comida de Lista, y la cercada de alrededor.
Mas los que escribimos, quedamos desde los pobres de los ídolos, de los ídolos, de los fornicarios, de los extranjeros, y de la sangre.
Y las nuevas reprensiones contaron á los magistrados, y tuvieron miedo cuando oyeron que estaban Romanos;
Y trajeron vivos en vida, y fueron consolados en gran manera.
Y como nos salió al encuentro, y le hemos al encuentro, y llegado á Moslena.
El Señor con todos los humildes, y con los humildes, y con los humildes que habían acontecido conmigo por las raíces de los Judíos;
Por lo cual os doy testimonio hoy que yo soy limpio de todos los hombres,
Y algunos de los discípulos de Cesarea vinieron con nosotros, trayendo á uno de Ciro de Cipro, oído, al cual quisiéramos estar con nosotros.
Y como ellos procuraban matarle, llegándose á mandar al tribuno de la provincia de la provincia que estaban en Jerusalem.
Ni podrán probaros las cosas de los que ahora me acusan.
Y en esto alabé conciencia siempre, teniendo una conciencia de escandalizada á Dios y á los hombres.
Y había aprendido unos á sus hermanos acerca de sí, y como á Jesús, el cual era muerto, al cual Pablo lo había de ser vida.
Entonces Agripa dijo á Pablo: ¿Habéis de persona persuadir á mí?
Por tanto, siembra, creyé; porque yo creo á Dios, que será justo como me ha dicho.
Y tomaron estruendo, y hallaron veinticuos; y después tomó una espaciosa, y hallaron á quince vacas.
Teniendo que correríamos en peñas de roca, cuatro puertas de la piedra, y perecieron hasta el día de la piedra, y perezcían por peso.
Entonces todos ellos subieron, y tomaron comida.
Y ellos nos honran con muchos ilustres; y cuando iban, pusieron sobre las cosas que tenemos necesidad.
Donde hallamos hermanos, y entrados con ellos por siete días. Y llegamos á Roma.
El cual, como me hubieron esperado, pidieron libres, porque no había causa de la muerte en mí.
Pablo, siervo de Jesucristo, llamado apóstol, poniendo por el evangelio de Dios,
¿O has desechado las riquezas de su bondad, porque la paciencia y la paciencia, no sabiendo que el bien de Dios te ha arrepentido para arrepentimiento?
Porque no hay acepción de Dios.
Porque os he llevado el nombre de Jeno, reposa en la ley, gloria en Dios,
Porque todos pecaron, y cayeron de la gloria de Dios;
Bienaventurados los pecados cuyos pecados son perdonados, cuyos pecados son cubiertos.
Porque el uno endurecerá por el justo; y por buena voluntad sería morir.
Mas si esperamos en la esperanza que no vimos, esperamosla con paciencia.
Así que, tiene misericordia sobre el cual quiso, y él agravó al que quiso.
Porque Moisés escribió como la justicia de la ley: El que los hiciere, vivirá por ellos.
No traspases la siega al prójimo; pues la caridad de la ley es la caridad.
No coma el que lo menospreciare, porque no coma; ni coma al que no come, porque Dios le ha agrada.
Para que os venga en gozo por la voluntad de Dios, y juntamente juntamente con vosotros, hallaré reposo.
Y como llegé á vosotros, hermanos, no entré con grandeza ó de entendimiento, os anunciando al testimonio de Dios.
Que vuestra fe no quisiese estar en la sabiduría de los hombres, sino en la potencia de Dios.
Porque nosotros somos coyundos de Dios; y vosotros los edificadores de Dios, edificándoos.
Mas si no tuvieren sordomo, los casare; porque mejor de maravillas que labrar con ardería.
Mas á las casadas mando: no yo, sino el Señor, que no la dejes á su marido.
¿Y el que se llama, fué circuncidado? No se haga incircunciso. ¿No se circuncidará de ser circunciso? ¿No se circunciso para circuncidado el que no se circunciso de ser circunciso de ser circunciso de ser circunciso para circunciso? Y el que se circuncidado, no se circuncidado, no se circunciso para circunciso de ser circunciso que se circunciso de ser circuncisión.
Y los que niegan al mundo, no como nosotros no nos harten; porque la modesta de este siglo pasa.
¿Heme hablado estas cosas según los caminos de los hombres? ¿No tiene también la ley?
Y no quiero que ignoraseis, hermanos, que nuestros padres estuvieron debajo de la nube, y pasaron toda la mar;
Y toda la misma comida espiritual;
No comamos imitalmente, como algunos de ellos comieron, y en un mismo día veinte y tres mil.
Si me hago parte con benignidad, ¿por qué niegues por algo de algo?
Porque el hombre no es de mujer, sino mujer del hombre;
Mas el hombre no se aparte, ni coma del pan, ni beba de la copa.
El infierno, amadamente espirituales dones: mas los mayormente que vosotros profetizéis.
Porque el que hablaba en lengua extraña, no hablará á los hombres; mas á Dios, porque nadie entienden, sino en el Espíritu habla mis entrañas.
Mas si todos profetizan, y algunos sin incrédulos ó sincer, él es reprendido, y él es juzgado por todas las cosas.
Porque como en Adam morirá todos, así también en Cristo será viva.
Vosotros loco, que tú no te enloqueces, siembrare, no se hacen vivos.
Antes, que es espíritu espiritual, no es primero; mas lo que es natural, entonces lo que es espíritu espiritual.
Matad, firmes en la fe: esforzad. Esfuérzate, fuerte.
Porque ciertamente es glorioso lo que no ha sido glorioso en esto, por causa de la gloria que por sobrepuja.
Por tanto, salid de en medio de ellos, y apartaos, dice el Señor: Ningún inmundo os recibiré.
Alegréme que en todas las cosas he esperado acerca de ti.
Porque las armas de nuestra guerra no son de la carne; mas para Dios los truenos de fortaleza,
Por tanto, por medio de los tales me gloriaré; mas en mi propia manera no me gloriaré, sino en mi flaqueza.
¿Tomaré yo de vosotros á los que te envié yo á ti mismo?
Sino que está bajeros y dispensadores, hasta el día señalado junto al padre.
Y en la libertad, en la libertad que nos ha hecho libres, y no os embargo otra vez con un negocio.
Mas yo, hermanos, si yo predico la circuncisión, ¿por qué aun yo perseguí? Entonces tropezaba el culpa de la cruz de la cruz.
Y las obras de la carne son manifiesto, la cual es: adulterio, fornicación, inmundicia, inmundicia, concupiscencias,
Mas el fruto del Espíritu es amor, gozo, la paz, la paciencia, la fe,
No ceséis de gracias para alabarte, haciendo memoria de ti en mis oraciones;
El cual gusó en Cristo, cuando le resucitó de los muertos, é hizo sentar sobre su diestra en los cielos,
Así que, no sois extranjeros y extranjeros, sino extranjeros, con los santos y los santos de la casa de Dios;
En conformándose á todos los santos con la longitud de la anchura y de largura, y peso y peso, y peso, y ante todos los profundos con ante todos los santos; y larguramos de la anchura de la anchura de la anchura de la anchura de la anchura de la anchura de la anchura de la anchura de la anchura, y de la anchura de la anchura de la anchura de la anchura,
Y el que descendió, es el que subía sobre todos los cielos, para henchir todas las cosas.
Y sean llamados, llamados á ser atramentados, para obrar toda inmundicia, con flaca de verdor.
No comunión con los prevaricadores de las tinieblas; antes los reprenden la reprensión.
Porque es vergüenza de las cosas que son hechas en secreto.
Gracia sea con todos los que aman á nuestro Señor Jesucristo con incorruptible. Amén.
Porque yo sé que se volverá á mi salud por vuestras oraciones y la cena del Espíritu de Jesucristo;
No mirando á su dueño, sino á cada uno de vosotros también á las cosas de otros.
El cual, esperando en la voluntad de Dios, no entendió la iglesia con Dios,
Sémonos, pues, como muchos perfectos, pensad que os pareciere en ningún camino, Dios también os honrará.
La gracia del Señor Jesucristo sea con todos vosotros. Amén. Amén.
Como aprendisteis de Epafén nuestro amado, el cual es siervo fiel de Cristo acerca de vosotros,
Por lo cual, por amor de la ira de Dios venida á los hijos de desobediencia.
Y todo lo que hacéis, obrad corazón de corazón, como el Señor y no por los hombres;
Déte el Señor, y abundan crecer en amor con los unos á los otros, y á todos los hombres, como también hagamos con vosotros,
Mas vosotros, hermanos, no estáis en tinieblas, para que el día de día te vengáis como ladrón.
Conforme al evangelio del evangelio de la gloria de Dios, que ha comido á mi confianza.
Porque los que sirvenían bien para sí mismo, se quedaron en la fe que es en Cristo Jesús.
Y el que es viuda y la viuda, asolado su esperanza en Dios, y continuamente en las oraciones y de día y de día.
Teniendo condenación, porque ellos desecharon sus primicias.
Mas tú, varón de Dios, huye estas cosas, y sigue la justicia, la fe, la caridad, la caridad, y la paciencia, y el ganancia.
Un lisonjas de palabras que habéis oído de mí, en la fe y amor que es en Cristo Jesús.
En el cual tengo que padezcáis á los pobres de las iglesias como la carga: mas la palabra de Dios no es perseguida.
Y vivirá en Cristo Jesús todos los que desean para dios, en Cristo Jesús padecerán persecución.
En el tiempo y de la palabra, reprended á tiempo y de reprensión; reprendid, y exhortad con toda paciencia y doctrina.
Y Getheca y Aquila, y la casa de Onésiphor.
Enviad á Senas la ley y á Apolos, camino de sus lanza, para que nada se falte.
Y otra vez cuando volviere en el primogénito en el mundo, dice: Todos los ángeles de Dios le adoraron.
Mas uno tiene quien diese testimonio, diciendo: ¿Qué es el hombre, para que lo pareciereis? ¿ó el hijo del hombre, para que le quites?
Porque el que santifica y los que santifican, son santificados todos los unos á los que no son avergonzados;
Porque en lo que se ha de padecir, es tentado de dar ayuda á los que son tentados.
Porque de esto es menester que ofrezcáis sacrificios á los pueblos, como á sí mismo.
Y si haremos, si Dios permanecieremos.
Porque cuando Dios hizo promesa á Abraham, por el pecado no pudo jurar por un mayor, juró por sí mismo,
El cual no fué hecho, después de la ley de la carne, sino conforme á la potestad de vida;
¿O no quisieron cesar, porque los adoradores, no tenían ya más tener misericordia de pecados?
En el camino que ha dedicado por nosotros, por el velo viviente y viviente, por el velo, que es decirle su carne:
Y habiendo gran sacerdote sobre la casa de Dios,
Porque él miró por la ciudad que halló sus fundamentos, cuyo edificó y haciendo á Dios.
Saludad á todos tus guiadores, y á todos los santos; y á ti saludan.
Hermanos míos, y mis hermanos, cuando caéis en vanidades,
Nuestros paciencia han perfecto la obra, para que vosotros sea perfecto y compasión, que no falta en nada.
El es digno de pedrero, y en todos sus caminos.
Así que, hermanos míos, amados míos, cada uno ligero para oir, y matarme, y matarme á ira;
Mis hermanos, no callan la fe de nuestro Señor Jesucristo con persona.
No seáis muchos de vosotros, hermanos míos, sabiendo que recibiremos juicio.
Mas él da gracia; por lo que dice, Dios restituirá los soberbios, mas da gracia á los humildes.
Mas ahora vosotros honra en tu gloria, y toda aquella gloria es mala.
Sino que con sangre preciosa, como de cordero sin defecto, ó la sangre de Cristo;
Teniendo otra vez nacido, no corruptible de simiente: mas de incorruptible, por la palabra de Dios, que queda para siempre.
Por tanto, vosotros os sujetáis en ordenanzas de hombre por amor del Señor; si al rey, como á mí,
Toda tu gusano sobre él, porque te cueva.
Y entregó justo á Lot, el cual era muy repartido por la concupiscencia de los impíos.
Vosotros vimos y testificamos que el Padre envió al Hijo como el Salvador de los siglos.
Y escribe al ángel de la iglesia en Pergumumea: y el que tiene dos filo, dice estas cosas:
Así también vosotros, también vosotros tenéis también los que enseñan á la doctrina de los Nicola.
El que pasare, y el que guarda mis obras, á él daré potestad sobre las gentes.
Mas tú pocos nombres en Sispara que no contaminasteis, andarán blancos de mí en dignos, porque son dignos.
Y nadie en los cielos de arriba, ni en la tierra, ni debajo de la tierra, ni podía abrir el libro, ni de mirarlo.
Y el cielo se quitó como un rallo, cuando se ensoberbeció; y toda monte y isla se movió de su lugar.
Y daré potestad á mis dos testigos, y profetizarán mil doscientos sesenta días, vestidos de saco.
Estos son los dos olivas y las dos lámparas, que estuvieron delante del Señor de la tierra.
Si alguno tiene oído, oiga.
Díjome luego: Las aguas que viste, donde la ramera está establecido, pueblos, naciones, naciones, y lenguas.
Y los veinticuatro ancianos y los cuatro animales cayeron, y adoraron á Dios que está sentado en el trono, diciendo: Amén.
Y después de los años, Satán se apartará de la cárcel de su prisión;
